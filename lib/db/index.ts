// The face of lib/db: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/db/<file>` from outside it). Its own files import each other directly.

export { findAuditPage, hasAudit, recordAudit } from './audit';
export type { AuditDoc } from './audit';
export { checkDatabaseNow, isDatabaseUnavailable, isDatabaseUp } from './availability';
export { countCartLines, findCart, writeCart } from './carts';
export type { CartCheckout, CartLine } from './carts';
export { findPartsByNumberKeys, writeParts } from './catalog-import';
export type { PartWrite, StoredPart } from './catalog-import';
export { getMongoClient } from './client';
export { nextInSequence, raiseSequenceTo } from './counters';
export { databaseState } from './database-state';
export {
  insertEmailConfirmation,
  spendEmailConfirmation,
  spendEmailConfirmationsOf,
} from './email-confirmations';
export { isIdString, newId, toId } from './ids';
export type { Id } from './ids';
export { readImage, storeImage } from './images';
export type { StoredImage } from './images';
export { startPresence } from './instances';
export { issueInvoiceNumber } from './invoices';
export { underLock, withLock } from './locks';
export { giveBackMailPlace, takeMailPlace } from './mail-quota';
export { dropExpiredMailSecrets, dropMailSecret, findMailSecret, keepMailSecret } from './mail-secrets';
export { findMessagePage, insertMessage } from './messages';
export type { MessageDoc } from './messages';
export { holdOwnersOf, soldUnitsByProduct, takenUnitsOn, unpaidOrderHolds } from './order-books';
export type { HoldOwner } from './order-books';
export { findOrderPage, streamOrders } from './order-lists';
export type { OrderListFilter } from './order-lists';
export { mailRecorded, ordersOwingMail } from './order-mail-owed';
export {
  addRefund,
  findOrderWithRefund,
  issueCreditNoteNumber,
  markRestocked,
  noteRefundPending,
  ordersWithUnfinishedRefunds,
  settleRefund,
} from './order-refunds';
export {
  addShipment,
  cancelOrderFrom,
  clearReopenQuote,
  confirmPlaced,
  countOpenOrders,
  deleteUnheldPlacing,
  emailsWithPaidOrders,
  endPlacing,
  expireLapsedOrder,
  extendHoldOnce,
  findOrder,
  insertOrder,
  lapsedOrders,
  linkPaymentIntent,
  markOrderDelivered,
  markOrderPaidFrom,
  moveStockState,
  ordersReopeningQuotes,
  pendingPaidOrders,
  revivePlacing,
  stalePlacings,
  withdrawOrdersOf,
  withdrawnOrders,
} from './orders';
export type { LapsingOrder, OrderDoc, OrderLine, RefundDoc, ShipmentDoc, ShownOrder } from './orders';
export {
  claimDueMail,
  deferMail,
  deferMailTo,
  findUndeliveredPage,
  insertOutbox,
  markMailExpired,
  markMailNotSent,
  markMailSent,
  releaseHeldMail,
  retryMail,
} from './outbox';
export type { OutboxDoc } from './outbox';
export { insertPasswordReset, spendReset, spendResetsOf } from './password-resets';
export {
  cancelIntentDoc,
  findIntent,
  findIntentBySecret,
  findTestRefund,
  insertIntentOnce,
  recordIntentError,
  refundIntentOnce,
  succeedIntentDoc,
} from './payment-intents';
export type { PaymentIntentDoc } from './payment-intents';
export {
  findCartParts,
  findPartNumbersBeside,
  findPartsByCompactNumbers,
  findPartsByKeys,
  findPartsByNumberPrefix,
} from './product-lookups';
export type { BomPart, CartPart } from './product-lookups';
export {
  countProducts,
  deleteProduct,
  findAdminProductPage,
  findOrderingRules,
  findProduct,
  findProductPage,
  findSellingOf,
  highestNumberWithPrefix,
  insertProduct,
  productsExist,
  streamProductIds,
  streamProducts,
  streamStockBooks,
  updateProduct,
} from './products';
export type { Hold, ProductDoc } from './products';
export { findProfile, saveProfileDoc } from './profiles';
export {
  claimOffer,
  countWaitingQuotes,
  declineAcceptance,
  declineQuote,
  declineQuotesOf,
  findQuote,
  findQuotePage,
  insertQuote,
  reopenOffer,
  setQuoteOffer,
} from './quotes';
export type { QuoteDoc, QuoteLine } from './quotes';
export { clearHits, countHit } from './rate-limits';
export {
  countReviews,
  deleteReview,
  findReviewPage,
  listReviews,
  saveReview,
  setReviewHidden,
} from './reviews';
export type { ReviewDoc } from './reviews';
export {
  countSavedLists,
  deleteSavedList,
  findSavedList,
  findSavedListLines,
  findSavedListPage,
  insertSavedList,
  renameSavedList,
} from './saved-lists';
export type { SavedListDoc, SavedListLine, SavedListSummary } from './saved-lists';
export { addProductIfMissing, addReviewIfMissing, hasNoProducts } from './seed';
export {
  hasHold,
  holdsOn,
  productsWithHoldsBefore,
  releaseHold,
  releaseHolds,
  restockOnce,
  settleHold,
  settleHolds,
  takeIntoHold,
  takeIntoHolds,
} from './stock';
export type { HeldPart } from './stock';
export {
  countAdmins,
  createUserWithPassword,
  emailIsTaken,
  endSession,
  ensureAdmin,
  findCredential,
  findUserByEmail,
  findUserById,
  findUserPage,
  hasCredential,
  initialiseNewUser,
  isAddressConfirmed,
  isLoggedOut,
  markEmailVerified,
  revokeSessions,
  setPasswordHash,
  setRole,
  verifyEmailDroppingUnverifiedPassword,
} from './users';
export type { CredentialDoc, UserDoc } from './users';
export { beginEvent, finishEvent } from './webhook-events';
