import { endpoint, type Body } from './endpoint';
import { cartEndpoints } from './cart-endpoints';
import { publicEndpoints } from './public-endpoints';
import type { SavedAddressDto } from '@/lib/addresses';
import type { ShippingZoneDto } from '@/lib/shipping';
import type { CategoryDto } from '@/lib/categories';
import type { TaxRateDto } from '@/lib/tax';
import type { AuditEntryDto } from '@/lib/audit';
import type { CartChargesDto, ReorderDto, SavedListDto, SavedListSummaryDto } from '@/lib/cart';
import type { AdminProductDto, ImportResult } from '@/lib/catalog';
import type { UndeliveredMailDto } from '@/lib/mail';
import type { CompanyCheckoutDto, InvoicePaymentStart, OrderDto, RequisitionDto } from '@/lib/orders';
import type { PaymentDto, ReversalDto } from '@/lib/ledger';
import type { EntriesReport, PriceExplanationDto, PriceListDto, PriceListEntryDto } from '@/lib/pricelists';
import type { ProfileDto } from '@/lib/profile';
import type { QuoteDto } from '@/lib/quotes';
import type { ReturnDto } from '@/lib/returns';
import type { AdminReviewDto, ReviewDto } from '@/lib/reviews';
import type { UserDto } from '@/lib/users';
import type {
  returnRequestSchema,
  returnStepSchema,
  approvalRulesSchema,
  requisitionApproveSchema,
  requisitionRejectSchema,
  changePasswordSchema,
  registerSchema,
  signOutEverywhereSchema,
  emailConfirmationSchema,
  orderSchema,
  paymentIntentRequestSchema,
  testConfirmSchema,
  transactionSchema,
  checkoutSchema,
  addProductSchema,
  editProductSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileSchema,
  listSharingSchema,
  savedListNameSchema,
  refundSchema,
  shipmentSchema,
  cartQuoteRequestSchema,
  quoteAcceptSchema,
  quoteAnswerSchema,
  quoteRequestSchema,
  reviewSchema,
  reviewVisibilitySchema,
  companyCreateSchema,
  companyDecisionSchema,
  companyTermsSchema,
  bankTransferSchema,
  paymentReversalSchema,
  companyDetailsSchema,
  companyInviteSchema,
  companyMemberAddSchema,
  companyMemberRolesSchema,
  invitationAcceptSchema,
  invitationTokenSchema,
  shipToSchema,
  savedAddressSchema,
  shippingZoneSchema,
  categorySchema,
  categoryAttributesSchema,
  taxExemptionSchema,
  taxRateSchema,
  priceListSchema,
} from '@/lib/validation';
import type { ContactMessageDto } from '@/lib/contact';
import type {
  CompanyDto,
  InvitationDto,
  InvitationPreviewDto,
  MemberDto,
  MyCompanyDto,
} from '@/lib/companies';

// The browser's table of our API: every call a screen makes names one of these, so a path, its
// method, what it sends (the route's own zod input) and what it answers (the feature's DTO) are
// written once. tests/integration/openapi.test.ts holds each against the API document. The calls
// every page makes are in ./public-endpoints.ts (public pages do not load this whole table).

export { endpointUrl } from './endpoint';
export type { AnswerOf, Endpoint, EndpointRequest, InputOf, Method } from './endpoint';

export const endpoints = {
  ...publicEndpoints,
  ...cartEndpoints,
  // (catalog)
  addProduct: endpoint<Body<typeof addProductSchema>, AdminProductDto>()('POST', '/api/addproduct'),
  adminProducts: endpoint<never, AdminProductDto[]>()('GET', '/api/manageproduct'),
  editProduct: endpoint<Body<typeof editProductSchema>, AdminProductDto>()('PATCH', '/api/product/{id}'),
  deleteProduct: endpoint<never, { deletedCount: number }>()('DELETE', '/api/product/{id}'),
  uploadImage: endpoint<FormData, { success?: boolean; data?: { url?: string } }>()('POST', '/api/images'),
  importCatalog: endpoint<FormData, ImportResult>()('POST', '/api/catalog/import'),
  exportCatalog: endpoint<never, string>()('GET', '/api/catalog/export'),
  // (orders)
  placeOrder: endpoint<Body<typeof orderSchema>, OrderDto>()('POST', '/api/order/{id}', 'retry-safe'),
  order: endpoint<never, OrderDto>()('GET', '/api/order/{id}'),
  myOrders: endpoint<never, OrderDto[]>()('GET', '/api/order'),
  allOrders: endpoint<never, OrderDto[]>()('GET', '/api/allorder'),
  exportOrders: endpoint<never, string>()('GET', '/api/orders/export'),
  confirmPayment: endpoint<Body<typeof transactionSchema>, OrderDto>()('PATCH', '/api/order/{id}'),
  startInvoicePayment: endpoint<never, InvoicePaymentStart>()('POST', '/api/company/invoices/{id}/payment'),
  confirmInvoicePayment: endpoint<
    Body<typeof transactionSchema>,
    { invoice: string; state: string; paid: number; amount: number }
  >()('PATCH', '/api/company/invoices/{id}/payment'),
  cancelOrder: endpoint<never, { deletedCount: number }>()('DELETE', '/api/order/{id}'),
  shipOrder: endpoint<never, OrderDto>()('POST', '/api/order/{id}/ship', 'retry-safe'),
  shipParts: endpoint<Body<typeof shipmentSchema>, OrderDto>()(
    'POST',
    '/api/order/{id}/shipments',
    'retry-safe',
  ),
  deliverOrder: endpoint<never, OrderDto>()('POST', '/api/order/{id}/delivered'),
  invoice: endpoint<never, Blob>()('GET', '/api/order/{id}/invoice'),
  refundOrder: endpoint<Body<typeof refundSchema>, OrderDto>()(
    'POST',
    '/api/order/{id}/refunds',
    'retry-safe',
  ),
  creditNote: endpoint<never, Blob>()('GET', '/api/order/{id}/credit-notes/{refundId}'),
  requestReturn: endpoint<Body<typeof returnRequestSchema>, ReturnDto>()('POST', '/api/order/{id}/returns'),
  returnLabel: endpoint<never, Blob>()('GET', '/api/returns/{id}/label'),
  returnStep: endpoint<Body<typeof returnStepSchema>, ReturnDto>()('POST', '/api/returns/{id}', 'retry-safe'),
  paymentIntent: endpoint<Body<typeof paymentIntentRequestSchema>, { clientSecret: string }>()(
    'POST',
    '/api/create-payment-intent',
    'retry-safe',
  ),
  testConfirm: endpoint<Body<typeof testConfirmSchema>, { paymentIntent: { id: string; status: string } }>()(
    'POST',
    '/api/payments/test/confirm',
  ),
  // (cart)
  checkout: endpoint<Body<typeof checkoutSchema>, OrderDto>()('POST', '/api/cart/checkout', 'retry-safe'),
  reorder: endpoint<never, ReorderDto>()('POST', '/api/cart/reorder/{id}'),
  cartQuote: endpoint<Body<typeof cartQuoteRequestSchema>, QuoteDto>()('POST', '/api/cart/quote'),
  savedLists: endpoint<never, SavedListSummaryDto[]>()('GET', '/api/lists'),
  saveCartAsList: endpoint<Body<typeof savedListNameSchema>, SavedListSummaryDto>()(
    'POST',
    '/api/lists',
    'retry-safe',
  ),
  savedList: endpoint<never, SavedListDto>()('GET', '/api/lists/{id}'),
  renameList: endpoint<Body<typeof savedListNameSchema>, SavedListSummaryDto>()('PATCH', '/api/lists/{id}'),
  deleteList: endpoint<never, { deletedCount: number }>()('DELETE', '/api/lists/{id}'),
  listToCart: endpoint<never, ReorderDto>()('POST', '/api/lists/{id}/cart'),
  savedListCsv: endpoint<never, string>()('GET', '/api/lists/{id}/csv'),
  shareList: endpoint<Body<typeof listSharingSchema>, SavedListSummaryDto>()(
    'PUT',
    '/api/lists/{id}/sharing',
  ),
  // (quotes)
  quotes: endpoint<never, QuoteDto[]>()('GET', '/api/quotes'),
  quotePdf: endpoint<never, Blob>()('GET', '/api/quotes/{id}/pdf'),
  requestQuote: endpoint<Body<typeof quoteRequestSchema>, QuoteDto>()('POST', '/api/quotes'),
  answerQuote: endpoint<Body<typeof quoteAnswerSchema>, QuoteDto>()('PATCH', '/api/quotes/{id}'),
  acceptQuote: endpoint<Body<typeof quoteAcceptSchema>, OrderDto>()(
    'POST',
    '/api/quotes/{id}/accept',
    'retry-safe',
  ),
  askOfferApproval: endpoint<Body<typeof quoteAcceptSchema>, RequisitionDto>()(
    'POST',
    '/api/quotes/{id}/approval',
    'retry-safe',
  ),
  // (pricelists)
  priceLists: endpoint<never, PriceListDto[]>()('GET', '/api/price-lists'),
  createPriceList: endpoint<Body<typeof priceListSchema>, PriceListDto>()('POST', '/api/price-lists'),
  editPriceList: endpoint<Body<typeof priceListSchema>, PriceListDto>()('PUT', '/api/price-lists/{id}'),
  priceListEntries: endpoint<never, PriceListEntryDto[]>()('GET', '/api/price-lists/{id}/entries'),
  importPriceList: endpoint<FormData, EntriesReport>()('POST', '/api/price-lists/{id}/import'),
  exportPriceList: endpoint<never, string>()('GET', '/api/price-lists/{id}/export'),
  explainPrice: endpoint<never, PriceExplanationDto>()('GET', '/api/price-lists/explain'),
  // (companies)
  myCompany: endpoint<never, MyCompanyDto>()('GET', '/api/company'),
  applyForCompany: endpoint<Body<typeof companyDetailsSchema>, CompanyDto>()('POST', '/api/company'),
  editCompany: endpoint<Body<typeof companyDetailsSchema>, CompanyDto>()('PATCH', '/api/company'),
  companyCheckout: endpoint<never, CompanyCheckoutDto>()('GET', '/api/company/checkout'),
  companyStatement: endpoint<never, string>()('GET', '/api/company/statement'),
  setApprovalRules: endpoint<Body<typeof approvalRulesSchema>, CompanyDto>()('PUT', '/api/company/rules'),
  askApproval: endpoint<Body<typeof checkoutSchema>, RequisitionDto>()(
    'POST',
    '/api/company/requisitions',
    'retry-safe',
  ),
  approveRequisition: endpoint<Body<typeof requisitionApproveSchema>, RequisitionDto>()(
    'POST',
    '/api/company/requisitions/{number}/approve',
  ),
  rejectRequisition: endpoint<Body<typeof requisitionRejectSchema>, RequisitionDto>()(
    'POST',
    '/api/company/requisitions/{number}/reject',
  ),
  addShipTo: endpoint<Body<typeof shipToSchema>, CompanyDto>()('POST', '/api/company/locations'),
  listAddresses: endpoint<never, SavedAddressDto[]>()('GET', '/api/addresses'),
  addAddress: endpoint<Body<typeof savedAddressSchema>, SavedAddressDto[]>()('POST', '/api/addresses'),
  cartCharges: endpoint<never, CartChargesDto>()('GET', '/api/cart/charges'),
  editAddress: endpoint<Body<typeof savedAddressSchema>, SavedAddressDto[]>()('PUT', '/api/addresses/{id}'),
  removeAddress: endpoint<never, SavedAddressDto[]>()('DELETE', '/api/addresses/{id}'),
  addTaxRate: endpoint<Body<typeof taxRateSchema>, TaxRateDto>()('POST', '/api/tax/rates'),
  addZone: endpoint<Body<typeof shippingZoneSchema>, ShippingZoneDto>()('POST', '/api/shipping/zones'),
  editZone: endpoint<Body<typeof shippingZoneSchema>, ShippingZoneDto>()('PUT', '/api/shipping/zones/{id}'),
  removeZone: endpoint<never, { deletedCount: number }>()('DELETE', '/api/shipping/zones/{id}'),
  addCategory: endpoint<Body<typeof categorySchema>, CategoryDto>()('POST', '/api/categories'),
  editCategory: endpoint<Body<typeof categorySchema>, CategoryDto>()('PUT', '/api/categories/{id}'),
  removeCategory: endpoint<never, { deletedCount: number }>()('DELETE', '/api/categories/{id}'),
  editCategoryAttributes: endpoint<Body<typeof categoryAttributesSchema>, CategoryDto>()(
    'PUT',
    '/api/categories/{id}/attributes',
  ),
  removeTaxRate: endpoint<never, { deletedCount: number }>()('DELETE', '/api/tax/rates/{id}'),
  editShipTo: endpoint<Body<typeof shipToSchema>, CompanyDto>()('PATCH', '/api/company/locations/{id}'),
  removeShipTo: endpoint<never, CompanyDto>()('DELETE', '/api/company/locations/{id}'),
  companyMembers: endpoint<never, MemberDto[]>()('GET', '/api/company/members'),
  companyOrders: endpoint<never, OrderDto[]>()('GET', '/api/company/orders'),
  companyQuotes: endpoint<never, QuoteDto[]>()('GET', '/api/company/quotes'),
  setMemberRoles: endpoint<Body<typeof companyMemberRolesSchema>, MemberDto>()(
    'PATCH',
    '/api/company/members/{id}',
  ),
  removeMember: endpoint<never, { removed: boolean }>()('DELETE', '/api/company/members/{id}'),
  companyInvitations: endpoint<never, InvitationDto[]>()('GET', '/api/company/invitations'),
  invite: endpoint<Body<typeof companyInviteSchema>, InvitationDto>()('POST', '/api/company/invitations'),
  revokeInvitation: endpoint<never, { revoked: boolean }>()('DELETE', '/api/company/invitations/{id}'),
  resendInvitation: endpoint<never, InvitationDto>()('POST', '/api/company/invitations/{id}/resend'),
  invitationPreview: endpoint<Body<typeof invitationTokenSchema>, InvitationPreviewDto>()(
    'POST',
    '/api/invitation',
  ),
  acceptInvitation: endpoint<Body<typeof invitationAcceptSchema>, MemberDto>()(
    'POST',
    '/api/invitation/accept',
  ),
  companies: endpoint<never, CompanyDto[]>()('GET', '/api/companies'),
  createCompany: endpoint<Body<typeof companyCreateSchema>, CompanyDto>()('POST', '/api/companies'),
  decideCompany: endpoint<Body<typeof companyDecisionSchema>, CompanyDto>()('PATCH', '/api/companies/{id}'),
  recordPayment: endpoint<Body<typeof bankTransferSchema>, PaymentDto>()(
    'POST',
    '/api/companies/{id}/payments',
    'retry-safe',
  ),
  reversePayment: endpoint<Body<typeof paymentReversalSchema>, ReversalDto>()(
    'POST',
    '/api/companies/{id}/payments/reversals',
  ),
  setCompanyTerms: endpoint<Body<typeof companyTermsSchema>, CompanyDto>()(
    'PUT',
    '/api/companies/{id}/terms',
  ),
  setTaxExemption: endpoint<Body<typeof taxExemptionSchema>, CompanyDto>()(
    'PUT',
    '/api/companies/{id}/tax-exemption',
  ),
  membersOfCompany: endpoint<never, MemberDto[]>()('GET', '/api/companies/{id}/members'),
  addCompanyMember: endpoint<Body<typeof companyMemberAddSchema>, MemberDto>()(
    'POST',
    '/api/companies/{id}/members',
  ),
  // (reviews)
  addReview: endpoint<Body<typeof reviewSchema>, ReviewDto>()('POST', '/api/review/{id}'),
  adminReviews: endpoint<never, AdminReviewDto[]>()('GET', '/api/reviews'),
  setReviewHidden: endpoint<Body<typeof reviewVisibilitySchema>, { hidden: boolean }>()(
    'PATCH',
    '/api/reviews/{id}',
  ),
  deleteReview: endpoint<never, { deletedCount: number }>()('DELETE', '/api/reviews/{id}'),
  // (accounts)
  register: endpoint<Body<typeof registerSchema>, { id: string; email: string }>()('POST', '/api/register'),
  /** The spec's token call (its body repeats the address; the session decides). */
  users: endpoint<never, UserDto[]>()('GET', '/api/user'),
  makeAdmin: endpoint<never, { modifiedCount: number }>()('PUT', '/api/user/admin/{email}'),
  removeAdmin: endpoint<never, { modifiedCount: number }>()('DELETE', '/api/user/admin/{email}'),
  profile: endpoint<never, ProfileDto>()('GET', '/api/myprofile/{email}'),
  saveProfile: endpoint<Body<typeof profileSchema>, ProfileDto>()('POST', '/api/myprofile'),
  changePassword: endpoint<Body<typeof changePasswordSchema>, { changed: boolean }>()(
    'POST',
    '/api/account/password',
  ),
  requestPasswordReset: endpoint<Body<typeof passwordResetRequestSchema>, { message: string }>()(
    'POST',
    '/api/account/password-reset',
    'retry-safe',
  ),
  resetPassword: endpoint<Body<typeof passwordResetSchema>, { reset: boolean }>()(
    'POST',
    '/api/account/password-reset/confirm',
  ),
  resendConfirmation: endpoint<never, { message: string }>()('POST', '/api/account/email-confirmation'),
  confirmEmail: endpoint<Body<typeof emailConfirmationSchema>, { confirmed: boolean }>()(
    'POST',
    '/api/account/email-confirmation/confirm',
  ),
  signOutEverywhere: endpoint<Body<typeof signOutEverywhereSchema>, { signedOut: boolean }>()(
    'POST',
    '/api/account/sign-out-everywhere',
  ),
  // The store's own
  contactMessages: endpoint<never, ContactMessageDto[]>()('GET', '/api/contact'),
  audit: endpoint<never, AuditEntryDto[]>()('GET', '/api/audit'),
  undeliveredMail: endpoint<never, UndeliveredMailDto[]>()('GET', '/api/mail'),
  retryMail: endpoint<never, { queued: boolean }>()('POST', '/api/mail/{id}/retry'),
};
