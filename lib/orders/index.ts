// The face of lib/orders: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/orders/<file>` from outside it). Its own files import each other directly.

export { acceptQuote } from './accept-offer';
export { findOrderFor, findOrderRecordsFor, getBuyersOrder, getOrder, getOwnOrder } from './access';
export { deleteOrder } from './cancel-order';
export { ordersCsv } from './export-orders';
export { startHoldSweeper } from './hold-sweeper';
export { listCompanyOrders, listOrderPage } from './list-orders';
export { orderDtoSchema, toOrderDto } from './order-dto';
export type { OrderDto, OrderLineDto } from './order-dto';
export type { ShipmentDto } from './shipment-dto';
export { getOrderPage } from './order-page';
export type { OrderPageView, ShipmentSummary } from './order-page';
export { confirmPayment, payWithTestCard, startPayment } from './pay';
export { handleStripeWebhook } from './payment-webhook';
export { placeAgreedOrder } from './place-agreed';
export type { AgreedOrder } from './place-agreed';
export { placeCartOrder, placeOrder } from './place-order';
export type { Buyer, CartSource } from './place-order';
export { refundOrder } from './refund-order';
export { refundReturn } from './refund-return';
export type { ReturnRefundOutcome, ReturnToRefund } from './refund-return';
export { returnableOrder } from './returnable';
export type { ReturnableOrder } from './returnable';
export { getRequisition, getRequisitionById, listRequisitions } from './requisition-list';
export { requisitionDetailDtoSchema, requisitionDtoSchema } from './requisition-dto';
export type { RequisitionDetailDto, RequisitionDto } from './requisition-dto';
export { askApproval } from './requisition-ask';
export { askOfferApproval } from './requisition-offer';
export { approveRequisition, lapseRequisitions, rejectRequisition } from './requisitions';
export {
  companyCheckout,
  companyCheckoutDtoSchema,
  mySpending,
  onAccountOffer,
  spendingDtoSchema,
} from './spending';
export type { CompanyCheckoutDto, SpendingDto } from './spending';
export { deliverOrder, shipOrder, shipParts } from './ship-order';
export { cancelWithdrawnOrdersSoon, withdrawPart } from './withdraw';
export { issueInvoiceNumber } from './store/invoice-numbers';
export { issueCreditNoteNumber } from './store/order-refunds';
export { emailsWithPaidOrders } from './store/orders';
export { confirmInvoicePayment, invoiceToPay, startInvoicePayment } from './invoice-payment';
export type { InvoicePaymentStart } from './invoice-payment';
