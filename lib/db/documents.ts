import type { AuditAction } from '@/lib/model/audit-actions';
import type { Role } from '@/lib/model/caller';
import type { OrderStatus, StockState, StoredOrderStatus } from '@/lib/model/order-status';
import type { IntentStatus } from '@/lib/model/payment-status';
import type { QuoteState } from '@/lib/model/quote-status';
import type { Id } from './ids';

/**
 * The documents the database holds, as the rest of the app may read them (no driver types but
 * `Id`). Features map them to DTOs before anything leaves the server.
 */

export type ProductDoc = {
  _id: Id;
  /** The manufacturer's number for the part (lib/model/part-number.ts), unique ignoring case. */
  partNumber: string;
  name: string;
  description: string;
  /** Image address: a path under public/, an /api/images/{id} URL or an image host URL. */
  img: string;
  /** Units in stock. */
  quantity: number;
  /** Unit price in integer cents (the API shows it as `prize` in dollars). */
  priceCents: number;
  /** Volume prices, rising in quantity and falling in price (lib/selling/pricing.ts); none: one price. */
  priceBreaks?: { minQuantity: number; unitCents: number }[];
  /** The smallest order (unset: 30, the spec's rule) and the pack orders come in (unset: 1). */
  minimumQuantity?: number;
  quantityStep?: number;
  /** Email of the admin who added it. */
  email: string;
  createdAt: Date;
  updatedAt: Date;
  /** Search words of name and description (lib/model/search-words.ts); kept in step on every write. */
  keywords?: string[];
  /** The name lower-cased, for a case-insensitive sort by name on any server. */
  nameLower?: string;
  /** The part number's unique key (upper-cased) and search key (letters and digits only); kept in step. */
  partNumberKey?: string;
  partNumberCompact?: string;
  /** Units held by unpaid orders (lib/db/stock.ts). */
  holds?: Hold[];
  /** Units the books account for: stock at creation plus restocks (lib/db/stock.ts). */
  received?: number;
};

/** Units an unpaid order holds on its product (lib/db/stock.ts). */
export type Hold = { orderId: Id; quantity: number; at: Date };

/** A named sequence (lib/db/counters.ts): `seq` is the last number handed out. */
export type CounterDoc = { _id: string; seq: number };

/**
 * One part of an order: the part, and its name, number and price as they were when ordered (later
 * catalog edits do not rewrite orders). Its units are held on that part while the order is unpaid.
 */
export type OrderLine = {
  productId: Id;
  name: string;
  /** Unset on orders placed before parts had numbers. */
  partNumber?: string;
  quantity: number;
  /** The unit price charged: the part's price or its volume price for this quantity, or a quote's. */
  unitPriceCents: number;
  totalCents: number;
};

export type OrderDoc = {
  _id: Id;
  customerName: string;
  customerEmail: string;
  phoneNumber: string;
  /** What was ordered, a line per part (one part appears on one line); every order has one at least. */
  lines: OrderLine[];
  /** The buyer's own purchase-order reference, if they gave one. */
  poNumber?: string;
  /** Its invoice's number (from the `invoice` counter) and date, once the first download issued it. */
  invoiceNumber?: number;
  invoicedAt?: Date;
  /** While one request issues the invoice number, the others wait for it (lib/db/invoices.ts). */
  invoiceClaimAt?: Date;
  /** The lines' totals added up: what the order costs. */
  totalCents: number;
  paid: boolean;
  status: StoredOrderStatus;
  /** Where the ordered units are (lib/orders/states.ts). */
  stock: StockState;
  /** Until when an unpaid order holds its stock. */
  holdUntil: Date;
  /** When its current hold was taken: names that hold on the product (lib/db/stock.ts). */
  holdTakenAt?: Date;
  /** Set when starting a payment used the hold's one extension (PAYMENT_HOLD_MINUTES). */
  holdExtended?: boolean;
  /** While `placing`: an expired order taking its stock again to be paid (if that fails it is expired again). */
  revival?: boolean;
  /** Its part was deleted: the sweep cancels it (and its open payments) if nobody paid it first. */
  withdrawn?: boolean;
  transactionId?: string;
  /** The payment in progress (or that paid it). */
  paymentIntentId?: string;
  /** Every payment started for this order, so all open ones can be cancelled with it. */
  paymentIntentIds?: string[];
  /** The quote this order accepted (its unit price is the quote's). */
  quoteId?: Id;
  createdAt: Date;
  paidAt?: Date;
  shippedAt?: Date;
  expiredAt?: Date;
  /** Cancelled (by its customer, an admin, or because it was never placed), when, by whom and why. */
  cancelledAt?: Date;
  cancelledBy?: string;
  cancelReason?: string;
  /** Cancelled with an accepted offer that is not open again yet (lib/orders/after-cancel.ts). */
  reopenQuote?: boolean;
};

/** An order the screens may show (lib/model/order-status.ts): neither placing nor cancelled. */
export type ShownOrder = OrderDoc & { status: OrderStatus };

/** A customer's request for a price (lib/quotes/), and the shop's answer. */
export type QuoteDoc = {
  _id: Id;
  customerEmail: string;
  customerName: string;
  /** Where the shop can call back; an acceptance without a phone of its own uses it. */
  phoneNumber?: string;
  productId: Id;
  /** The part's name when asked (the catalog may rename it later). */
  productName: string;
  quantity: number;
  note?: string;
  /** The day the buyer needs the parts by (UTC midnight), if they said. */
  wantedBy?: Date;
  state: QuoteState;
  /** The offer: a unit price in cents, good through the end of `validUntil`'s day (UTC). */
  unitPriceCents?: number;
  validUntil?: Date;
  answeredBy?: string;
  answeredAt?: Date;
  /** Why it was declined when the shop did not say it itself (its part was deleted). */
  declineReason?: string;
  /** The order an acceptance placed. */
  orderId?: Id;
  acceptedAt?: Date;
  createdAt: Date;
};

/** The Auth.js adapter's `users` document, plus our role. Secrets never live here. */
export type UserDoc = {
  _id: Id;
  email: string;
  name?: string | null;
  image?: string | null;
  emailVerified?: Date | null;
  role?: Role;
  createdAt?: Date;
  /** Sessions and access tokens issued before this are refused (e.g. after an account takeover fix). */
  sessionsValidAfter?: Date;
  /** The one session signed in before sessionsValidAfter that stays valid (the one that asked). */
  sessionKept?: string;
  /**
   * Sessions LOG OUT ended before `ended_sessions` (EndedSessionDoc) held them: no longer written,
   * still refused (a copy of such a cookie could have been renewed since).
   */
  sessionsEnded?: string[];
};

/**
 * A session LOG OUT ended (`_id`: its `sid`), refused until every cookie of it has expired
 * (`until`), then dropped by a TTL index (lib/db/users.ts).
 */
export type EndedSessionDoc = { _id: string; until: Date };

/** Password hashes, kept apart from `users` so no user query can carry one out by accident. */
export type CredentialDoc = {
  _id?: Id;
  userId: Id;
  email: string;
  passwordHash: string;
  createdAt: Date;
};

export type ReviewDoc = {
  _id: Id;
  email: string;
  name: string;
  rating: number;
  customerFeedback: string;
  createdAt: Date;
  /** Hidden by an admin (Manage Reviews): kept, but shown nowhere public. */
  hidden?: boolean;
};

export type ProfileDoc = {
  email: string;
  name: string;
  phoneNumber?: string;
  education?: string;
  img?: string;
  updatedAt: Date;
};

/** The offline test gateway's own record of payments, playing the part of Stripe's servers. */
export type PaymentIntentDoc = {
  _id: string;
  orderId: string;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  clientSecret: string;
  idempotencyKey: string;
  billingName?: string;
  lastError?: string;
  createdAt: Date;
  updatedAt: Date;
};

export type AuditDoc = {
  _id?: Id;
  action: AuditAction;
  /** Email of who did it. */
  actor: string;
  /** What it was done to: an email or a document id. */
  target: string;
  details?: Record<string, unknown>;
  at: Date;
};

export type MessageDoc = {
  _id?: Id;
  name: string;
  email: string;
  message: string;
  createdAt: Date;
};
