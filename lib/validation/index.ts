// The face of lib/validation: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/validation/<file>` from outside it). Its own files import each other directly.

export { changePasswordSchema, loginSchema, registerSchema, signOutEverywhereSchema } from './auth';
export type { ChangePasswordInput } from './auth';
export {
  BOM_EMPTY,
  BOM_MAX_BYTES,
  BOM_TOO_LARGE,
  BOM_TOO_MANY_LINES,
  MAX_BOM_LINES,
  bomTextSchema,
} from './bom';
export { MAX_BOM_QUANTITY, parseBomCells, parseBomText } from './bom-parse';
export type { BomCell, BomRow } from './bom-parse';
export {
  CART_FULL_MESSAGE,
  MAX_CART_LINES,
  cartLinesSchema,
  cartQuantitySchema,
  checkoutSchema,
} from './cart';
export type { CheckoutInput } from './cart';
export {
  CSV_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_TOO_LARGE,
  REQUIRED_CSV_COLUMNS,
  importQuerySchema,
  importRowSchema,
} from './catalog-csv';
export type { CsvColumn } from './catalog-csv';
export { contactSchema } from './contact';
export { idString, isoDateTime } from './dto-fields';
export { knownEmailSchema } from './email';
export { emailConfirmationSchema } from './email-confirmation';
export {
  BLANK_IS_ABSENT,
  auditListQuerySchema,
  orderListFiltersSchema,
  orderListQuerySchema,
  productListQuerySchema,
  userListQuerySchema,
} from './lists';
export {
  PO_NUMBER_MAX,
  orderQuerySchema,
  companyOrderQuerySchema,
  orderSchema,
  paymentIntentRequestSchema,
  testConfirmSchema,
  transactionSchema,
} from './order';
export type { OrderInput } from './order';
export { passwordResetRequestSchema, passwordResetSchema } from './password-reset';
export { addProductSchema, editProductSchema, productFormSchema } from './product';
export type { ProductFormInput } from './product';
export { profileSchema } from './profile';
export type { Profile, ProfileInput } from './profile';
export {
  QUOTE_NOTE_MAX,
  cartQuoteRequestSchema,
  dayString,
  quoteAcceptSchema,
  quoteAnswerSchema,
  quoteLinesOfferSchema,
  quoteRequestSchema,
} from './quote';
export type {
  CartQuoteRequestInput,
  QuoteAccept,
  QuoteAcceptInput,
  QuoteLinesOffer,
  QuoteLinesOfferInput,
  QuoteRequest,
  QuoteRequestInput,
} from './quote';
export { refundSchema } from './refund';
export {
  FEEDBACK_MAX_LENGTH,
  MAX_RATING,
  reviewQuerySchema,
  reviewSchema,
  reviewVisibilitySchema,
} from './review';
export type { ReviewInput } from './review';
export {
  MAX_SAVED_LISTS,
  listNameKey,
  listSharingSchema,
  savedListNameSchema,
  savedListQuerySchema,
} from './saved-list';
export type { SavedListName, SavedListNameInput } from './saved-list';
export { shipmentSchema } from './shipment';
export {
  approvalRulesSchema,
  companyCreateSchema,
  companyDecisionSchema,
  companyTermsSchema,
  taxExemptionSchema,
  savedAddressSchema,
  bankTransferSchema,
  paymentReversalSchema,
  statementQuerySchema,
  companyDetailsSchema,
  companyInviteSchema,
  companyListQuerySchema,
  companyMemberAddSchema,
  companyMemberRolesSchema,
  companyRolesSchema,
  invitationAcceptSchema,
  invitationTokenSchema,
  requisitionApproveSchema,
  requisitionQuerySchema,
  requisitionRejectSchema,
  shipToChoiceSchema,
  shipToSchema,
} from './company';
export type { CompanyDetailsInput } from './company';
export {
  explainPriceSchema,
  MAX_PRICE_LIST_ENTRIES,
  PRICE_LIST_COLUMNS,
  PRICE_LIST_FILE_MAX_BYTES,
  PRICE_LIST_FILE_TOO_LARGE,
  TOO_MANY_ENTRIES,
  priceListEntriesSchema,
  priceListEntrySchema,
  priceListSchema,
} from './price-list';
export type { PriceList, PriceListEntry, PriceListEntryInput, PriceListInput } from './price-list';
export { MAX_BANDS, MAX_ZONE_AREAS, MAX_ZONE_METHODS, shippingZoneSchema } from './shipping-zone';
export type { ShippingZoneFields, ShippingZoneInput } from './shipping-zone';
export { taxRateQuerySchema, taxRateSchema } from './tax-rate';
export type { TaxRateFields, TaxRateInput } from './tax-rate';
export { cartChargesQuerySchema } from './cart-charges';
export type { CartChargesQuery } from './cart-charges';
export { returnRequestSchema, returnStepSchema } from './returns';
export type { ReturnRequest, ReturnStep, ReturnStepInput } from './returns';
export { attributeDefSchema, categoryAttributesSchema, categorySchema } from './category';
export type { CategoryAttributesFields, CategoryFields } from './category';
