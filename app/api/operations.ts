import type { RouteOperations } from '@/lib/openapi';
import { openapi as product } from './(catalog)/product/route';
import { openapi as productId } from './(catalog)/product/[id]/route';
import { openapi as productSuggest } from './(catalog)/product/suggest/route';
import { openapi as addproduct } from './(catalog)/addproduct/route';
import { openapi as manageproduct } from './(catalog)/manageproduct/route';
import { openapi as images } from './(catalog)/images/route';
import { openapi as imagesId } from './(catalog)/images/[id]/route';
import { openapi as categories } from './(catalog)/categories/route';
import { openapi as facets } from './(catalog)/facets/route';
import { openapi as categoriesId } from './(catalog)/categories/[id]/route';
import { openapi as categoriesIdAttributes } from './(catalog)/categories/[id]/attributes/route';
import { openapi as userEmail } from './(accounts)/user/[email]/route';
import { openapi as adminEmail } from './(accounts)/admin/[email]/route';
import { openapi as user } from './(accounts)/user/route';
import { openapi as addresses } from './(accounts)/addresses/route';
import { openapi as addressesId } from './(accounts)/addresses/[id]/route';
import { openapi as userAdminEmail } from './(accounts)/user/admin/[email]/route';
import { openapi as allorder } from './(orders)/allorder/route';
import { openapi as ordersExport } from './(orders)/orders/export/route';
import { openapi as order } from './(orders)/order/route';
import { openapi as orderId } from './(orders)/order/[id]/route';
import { openapi as orderIdShip } from './(orders)/order/[id]/ship/route';
import { openapi as orderIdShipments } from './(orders)/order/[id]/shipments/route';
import { openapi as orderIdDelivered } from './(orders)/order/[id]/delivered/route';
import { openapi as orderIdInvoice } from './(orders)/order/[id]/invoice/route';
import { openapi as orderIdRefunds } from './(orders)/order/[id]/refunds/route';
import { openapi as orderIdCreditNote } from './(orders)/order/[id]/credit-notes/[refundId]/route';
import { openapi as createPaymentIntent } from './(orders)/create-payment-intent/route';
import { openapi as paymentsTestConfirm } from './(orders)/payments/test/confirm/route';
import { openapi as paymentsWebhook } from './(orders)/payments/webhook/route';
import { openapi as review } from './(reviews)/review/route';
import { openapi as reviewId } from './(reviews)/review/[id]/route';
import { openapi as reviews } from './(reviews)/reviews/route';
import { openapi as reviewsId } from './(reviews)/reviews/[id]/route';
import { openapi as myprofile } from './(accounts)/myprofile/route';
import { openapi as myprofileEmail } from './(accounts)/myprofile/[email]/route';
import { openapi as register } from './(accounts)/register/route';
import { openapi as contact } from './contact/route';
import { openapi as audit } from './audit/route';
import { openapi as accountPassword } from './(accounts)/account/password/route';
import { openapi as passwordReset } from './(accounts)/account/password-reset/route';
import { openapi as passwordResetConfirm } from './(accounts)/account/password-reset/confirm/route';
import { openapi as emailConfirmation } from './(accounts)/account/email-confirmation/route';
import { openapi as emailConfirmationConfirm } from './(accounts)/account/email-confirmation/confirm/route';
import { openapi as accountSignOutEverywhere } from './(accounts)/account/sign-out-everywhere/route';
import { openapi as health } from './health/route';
import { openapi as quotes } from './(quotes)/quotes/route';
import { openapi as catalogImport } from './(catalog)/catalog/import/route';
import { openapi as catalogExport } from './(catalog)/catalog/export/route';
import { openapi as quotesId } from './(quotes)/quotes/[id]/route';
import { openapi as quotesIdAccept } from './(quotes)/quotes/[id]/accept/route';
import { openapi as priceLists } from './(pricelists)/price-lists/route';
import { openapi as priceListsId } from './(pricelists)/price-lists/[id]/route';
import { openapi as priceListsIdEntries } from './(pricelists)/price-lists/[id]/entries/route';
import { openapi as priceListsIdExport } from './(pricelists)/price-lists/[id]/export/route';
import { openapi as priceListsIdImport } from './(pricelists)/price-lists/[id]/import/route';
import { openapi as priceListsExplain } from './(pricelists)/price-lists/explain/route';
import { openapi as shippingZones } from './(checkout)/shipping/zones/route';
import { openapi as shippingZonesId } from './(checkout)/shipping/zones/[id]/route';
import { openapi as taxRates } from './(checkout)/tax/rates/route';
import { openapi as taxRatesId } from './(checkout)/tax/rates/[id]/route';
import { openapi as quotesIdApproval } from './(quotes)/quotes/[id]/approval/route';
import { openapi as quotesIdPdf } from './(quotes)/quotes/[id]/pdf/route';
import { openapi as orderIdReturns } from './(returns)/order/[id]/returns/route';
import { openapi as returns } from './(returns)/returns/route';
import { openapi as returnsId } from './(returns)/returns/[id]/route';
import { openapi as returnsIdLabel } from './(returns)/returns/[id]/label/route';
import { openapi as cart } from './(cart)/cart/route';
import { openapi as cartCharges } from './(cart)/cart/charges/route';
import { openapi as cartCount } from './(cart)/cart/count/route';
import { openapi as cartLines } from './(cart)/cart/lines/route';
import { openapi as cartLinesId } from './(cart)/cart/lines/[id]/route';
import { openapi as cartView } from './(cart)/cart/view/route';
import { openapi as cartCheckout } from './(cart)/cart/checkout/route';
import { openapi as cartBom } from './(cart)/cart/bom/route';
import { openapi as cartSubstitutes } from './(cart)/cart/substitutes/route';
import { openapi as cartReorderId } from './(cart)/cart/reorder/[id]/route';
import { openapi as cartQuote } from './(cart)/cart/quote/route';
import { openapi as lists } from './(cart)/lists/route';
import { openapi as mail } from './(mail)/mail/route';
import { openapi as mailIdRetry } from './(mail)/mail/[id]/retry/route';
import { openapi as listsId } from './(cart)/lists/[id]/route';
import { openapi as listsIdCart } from './(cart)/lists/[id]/cart/route';
import { openapi as listsIdCsv } from './(cart)/lists/[id]/csv/route';
import { openapi as listsIdSharing } from './(cart)/lists/[id]/sharing/route';
import { openapi as company } from './(companies)/company/route';
import { openapi as companyMembers } from './(companies)/company/members/route';
import { openapi as companyMembersId } from './(companies)/company/members/[id]/route';
import { openapi as companyInvitations } from './(companies)/company/invitations/route';
import { openapi as companyInvitationsId } from './(companies)/company/invitations/[id]/route';
import { openapi as companyInvitationsIdResend } from './(companies)/company/invitations/[id]/resend/route';
import { openapi as companyLocations } from './(companies)/company/locations/route';
import { openapi as companyLocationsId } from './(companies)/company/locations/[id]/route';
import { openapi as companyOrders } from './(companies)/company/orders/route';
import { openapi as companyQuotes } from './(companies)/company/quotes/route';
import { openapi as companySpending } from './(companies)/company/spending/route';
import { openapi as companyCheckout } from './(companies)/company/checkout/route';
import { openapi as companyRules } from './(companies)/company/rules/route';
import { openapi as companyStatement } from './(companies)/company/statement/route';
import { openapi as companyRequisitions } from './(companies)/company/requisitions/route';
import { openapi as companyRequisitionsNumber } from './(companies)/company/requisitions/[number]/route';
import { openapi as companyRequisitionsApprove } from './(companies)/company/requisitions/[number]/approve/route';
import { openapi as companyRequisitionsReject } from './(companies)/company/requisitions/[number]/reject/route';
import { openapi as invitation } from './(companies)/invitation/route';
import { openapi as invitationAccept } from './(companies)/invitation/accept/route';
import { openapi as companies } from './(companies)/companies/route';
import { openapi as companiesId } from './(companies)/companies/[id]/route';
import { openapi as companiesIdMembers } from './(companies)/companies/[id]/members/route';
import { openapi as companiesIdTerms } from './(companies)/companies/[id]/terms/route';
import { openapi as companiesIdTaxExemption } from './(companies)/companies/[id]/tax-exemption/route';
import { openapi as companiesIdPayments } from './(companies)/companies/[id]/payments/route';
import { openapi as companyInvoicePayment } from './(companies)/company/invoices/[id]/payment/route';
import { openapi as companiesIdPaymentReversals } from './(companies)/companies/[id]/payments/reversals/route';

/**
 * Every /api route's operations, for the API document (GET /api/openapi.json). Each route file
 * exports its own `openapi` beside its handlers; a route missing here fails
 * tests/integration/openapi.test.ts, which compares this list with the route files.
 */
export const API_OPERATIONS: Record<string, RouteOperations> = {
  '/api/product': product,
  '/api/product/{id}': productId,
  '/api/product/suggest': productSuggest,
  '/api/addproduct': addproduct,
  '/api/manageproduct': manageproduct,
  '/api/images': images,
  '/api/images/{id}': imagesId,
  '/api/user/{email}': userEmail,
  '/api/admin/{email}': adminEmail,
  '/api/user': user,
  '/api/user/admin/{email}': userAdminEmail,
  '/api/allorder': allorder,
  '/api/orders/export': ordersExport,
  '/api/order': order,
  '/api/order/{id}': orderId,
  '/api/order/{id}/ship': orderIdShip,
  '/api/order/{id}/shipments': orderIdShipments,
  '/api/order/{id}/delivered': orderIdDelivered,
  '/api/order/{id}/invoice': orderIdInvoice,
  '/api/order/{id}/refunds': orderIdRefunds,
  '/api/order/{id}/credit-notes/{refundId}': orderIdCreditNote,
  '/api/create-payment-intent': createPaymentIntent,
  '/api/payments/test/confirm': paymentsTestConfirm,
  '/api/payments/webhook': paymentsWebhook,
  '/api/review': review,
  '/api/review/{id}': reviewId,
  '/api/reviews': reviews,
  '/api/reviews/{id}': reviewsId,
  '/api/myprofile': myprofile,
  '/api/myprofile/{email}': myprofileEmail,
  '/api/register': register,
  '/api/contact': contact,
  '/api/audit': audit,
  '/api/account/password': accountPassword,
  '/api/account/password-reset': passwordReset,
  '/api/account/password-reset/confirm': passwordResetConfirm,
  '/api/account/email-confirmation': emailConfirmation,
  '/api/account/email-confirmation/confirm': emailConfirmationConfirm,
  '/api/account/sign-out-everywhere': accountSignOutEverywhere,
  '/api/health': health,
  '/api/quotes': quotes,
  '/api/catalog/import': catalogImport,
  '/api/catalog/export': catalogExport,
  '/api/quotes/{id}': quotesId,
  '/api/quotes/{id}/accept': quotesIdAccept,
  '/api/quotes/{id}/approval': quotesIdApproval,
  '/api/quotes/{id}/pdf': quotesIdPdf,
  '/api/order/{id}/returns': orderIdReturns,
  '/api/returns': returns,
  '/api/returns/{id}': returnsId,
  '/api/returns/{id}/label': returnsIdLabel,
  '/api/cart': cart,
  '/api/cart/charges': cartCharges,
  '/api/addresses': addresses,
  '/api/addresses/{id}': addressesId,
  '/api/cart/count': cartCount,
  '/api/cart/lines': cartLines,
  '/api/cart/lines/{id}': cartLinesId,
  '/api/cart/view': cartView,
  '/api/cart/checkout': cartCheckout,
  '/api/cart/bom': cartBom,
  '/api/cart/substitutes': cartSubstitutes,
  '/api/cart/reorder/{id}': cartReorderId,
  '/api/cart/quote': cartQuote,
  '/api/lists': lists,
  '/api/mail': mail,
  '/api/mail/{id}/retry': mailIdRetry,
  '/api/lists/{id}': listsId,
  '/api/lists/{id}/cart': listsIdCart,
  '/api/lists/{id}/csv': listsIdCsv,
  '/api/lists/{id}/sharing': listsIdSharing,
  '/api/company': company,
  '/api/company/members': companyMembers,
  '/api/company/members/{id}': companyMembersId,
  '/api/company/invitations': companyInvitations,
  '/api/company/invitations/{id}': companyInvitationsId,
  '/api/company/invitations/{id}/resend': companyInvitationsIdResend,
  '/api/company/locations': companyLocations,
  '/api/company/locations/{id}': companyLocationsId,
  '/api/company/orders': companyOrders,
  '/api/company/quotes': companyQuotes,
  '/api/company/spending': companySpending,
  '/api/company/checkout': companyCheckout,
  '/api/company/rules': companyRules,
  '/api/company/statement': companyStatement,
  '/api/company/requisitions': companyRequisitions,
  '/api/company/requisitions/{number}': companyRequisitionsNumber,
  '/api/company/requisitions/{number}/approve': companyRequisitionsApprove,
  '/api/company/requisitions/{number}/reject': companyRequisitionsReject,
  '/api/invitation': invitation,
  '/api/invitation/accept': invitationAccept,
  '/api/companies': companies,
  '/api/companies/{id}': companiesId,
  '/api/companies/{id}/members': companiesIdMembers,
  '/api/companies/{id}/payments': companiesIdPayments,
  '/api/company/invoices/{id}/payment': companyInvoicePayment,
  '/api/companies/{id}/payments/reversals': companiesIdPaymentReversals,
  '/api/companies/{id}/terms': companiesIdTerms,
  '/api/companies/{id}/tax-exemption': companiesIdTaxExemption,
  '/api/price-lists': priceLists,
  '/api/price-lists/explain': priceListsExplain,
  '/api/price-lists/{id}': priceListsId,
  '/api/price-lists/{id}/entries': priceListsIdEntries,
  '/api/price-lists/{id}/export': priceListsIdExport,
  '/api/price-lists/{id}/import': priceListsIdImport,
  '/api/shipping/zones': shippingZones,
  '/api/shipping/zones/{id}': shippingZonesId,
  '/api/tax/rates': taxRates,
  '/api/tax/rates/{id}': taxRatesId,
  '/api/categories': categories,
  '/api/facets': facets,
  '/api/categories/{id}': categoriesId,
  '/api/categories/{id}/attributes': categoriesIdAttributes,
};
