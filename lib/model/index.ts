// The face of lib/model: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/model/<file>` from outside it). Its own files import each other directly.

export { AppError, isAppError } from './app-error';
export type { ErrorCode, ErrorKind } from './app-error';
export { AUDIT_ACTIONS } from './audit-actions';
export type { AuditAction } from './audit-actions';
export {
  BROWSE_PREFIX,
  DEFAULT_BROWSE_STATE,
  DEFAULT_SORT,
  MAX_QUERY_LENGTH,
  PARTS_PER_PAGE,
  SORTS,
  browsePath,
  canonicalPartsHref,
  fromStateSegment,
  normaliseQuery,
  partsHref,
  searchKey,
} from './browse-state';
export type { BrowseState, Sort } from './browse-state';
export {
  APPROVAL_WINDOW_DAYS,
  MAX_APPROVAL_WINDOW_DAYS,
  NO_APPROVAL_RULES,
  REQUISITION_NUMBER_SEQUENCE,
  REQUISITION_STATUSES,
  REQUISITION_STATUS_LABELS,
  approvalReasons,
  parseRequisitionLabel,
  requisitionLabel,
  requisitionPath,
} from './approval';
export type { ApprovalRules, OrderWeight, RequisitionStatus } from './approval';
export { customerCaller, ROLES } from './caller';
export type { Caller, Role } from './caller';
export {
  COMPANY_ACTIONS,
  COMPANY_ROLES,
  COMPANY_ROLE_LABELS,
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
  INVITATION_DAYS,
  MAX_SHIP_TOS,
  addressLine,
  addressLines,
  companyCopyOf,
  postcodeKey,
} from './company';
export type {
  Address,
  CompanyAction,
  CompanyCopy,
  CompanyRole,
  CompanyStatus,
  Membership,
  ShipTo,
  SpendingLimits,
} from './company';
export { dueDay, netDays, PAYMENT_TERMS, PAYMENT_TERMS_LABELS } from './payment-terms';
export type { PaymentTerms } from './payment-terms';
export { CARRIERS, CARRIER_IDS, trackingUrl } from './carriers';
export type { Carrier } from './carriers';
export { EMAIL_PATTERN } from './email-pattern';
export { invoiceLabel } from './invoice-number';
export { firstAndMore } from './line-names';
export {
  HIDDEN_STATUSES,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  PAID_STATUSES,
  STATUS_LABELS,
  STOCK_STATES,
  isShown,
} from './order-status';
export type { OrderStatus, OrderTransition, StockState, StoredOrderStatus } from './order-status';
export {
  ORDER_NUMBER_SEQUENCE,
  QUOTE_NUMBER_SEQUENCE,
  orderLabel,
  orderPagePath,
  orderPath,
  orderRef,
  parseOrderLabel,
  quoteLabel,
} from './order-number';
export { REQUEST_KEY_HEADER, REQUEST_KEY_PATTERN } from './request-key';
export type { Page, Paging } from './paging';
export {
  AUTO_PART_NUMBERS_USED_UP,
  PART_NUMBER_MAX,
  PART_NUMBER_PATTERN,
  PART_NUMBER_PREFIX,
  PART_NUMBER_RULE,
  PART_NUMBER_SEQUENCE,
  cleanPartNumber,
  compactPartNumber,
  formatPartNumber,
  partNumberFields,
  partNumberKey,
} from './part-number';
export type { IntentStatus } from './payment-status';
export { STORE, can } from './policy';
export type { OfCompany, Owned } from './policy';
export { PART_WITHDRAWN_REASON, QUOTE_STATUSES, QUOTE_STATUS_LABELS } from './quote-status';
export type { QuoteState, QuoteStatus } from './quote-status';
export { REFUND_STATUSES, creditNoteLabel, rmaLabel } from './refund-status';
export type { RefundStatus } from './refund-status';
export { NO_SEARCH, catalogSearch, escapeRegex, searchFields } from './search-words';
export type { CatalogSearch } from './search-words';
export { CARD_SETTLEMENT, isPaid, isReleased, settlementOf } from './settlement';
export { SHIPPING_KINDS, TAX_CLASSES, TAX_CLASS_LABELS } from './tax-class';
export type { ShippingKind, TaxClass } from './tax-class';
export type { Settlement } from './settlement';
export { formatCents, formatDollars } from './money';
export {
  COUNTED_RETURNS,
  RETURN_MOVES,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_STATUS_LABELS,
} from './return-status';
export type { ReturnMove, ReturnReason, ReturnStatus } from './return-status';
export { DIMENSIONS, DIMENSION_NAMES, isDimension, isUnitOf, unitSign } from './dimensions';
export type { Dimension } from './dimensions';
export { CATEGORIES_PREFIX, categoryHref, categoryRoute, categoryStateLinks } from './category-path';
export { hasPartsFilters, partsFilterFromSegment, partsListingHref } from './parts-filter';
export {
  MAX_FILTERS,
  NO_FACET_QUERY,
  facetQueryString,
  fromQuerySegment,
  isFiltered,
  isNarrowed,
  parseFacetQuery,
  stateHref,
  toQuerySegment,
  toggledWords,
  withFilter,
} from './facet-query';
export type { FacetQuery, StateLinks } from './facet-query';
export {
  ATTRIBUTE_KEY,
  ATTRIBUTE_KINDS,
  ATTRIBUTE_KIND_LABELS,
  MAX_CHOICES,
  MAX_OWN_ATTRIBUTES,
  attributeKeyOf,
} from './attributes';
export type { AttributeDef, AttributeKind, AttributeValue } from './attributes';
