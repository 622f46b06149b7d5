import type { QuoteState } from '@/lib/model';
import type { Id } from '@/lib/db';
import type { RecordedCharges } from '@/lib/charges';

/** One part of a quote: what was asked for, and the shop's unit price for it once offered. */
export type QuoteLine = {
  productId: Id;
  /** The part's name and number when asked (the catalog may rename it later). */
  productName: string;
  partNumber?: string;
  quantity: number;
  /** The offer for this line: a unit price in cents. */
  unitPriceCents?: number;
  /** Units of this line accepted into orders so far (an offer can be accepted in part, issue 33). */
  acceptedQuantity?: number;
};

/** One acceptance of (part of) an offer: the order it placed and which units of which lines. */
export type QuoteAcceptance = {
  orderId: Id;
  /** Its order's number (SO-000123 is `orderLabel(123)`), to name it without reading orders. */
  orderNumber?: number;
  /** `index` into the quote's lines (they never change once anything is accepted). */
  lines: { index: number; quantity: number }[];
  at: Date;
};

/**
 * A customer's request for a price (lib/quotes/), and the shop's answer: one part from its
 * purchase page, or a whole cart's lines. Quotes from before carts had the one part's fields at
 * the top; the start-up migration (migrations.ts) moved them into `lines`.
 */
export type QuoteDoc = {
  _id: Id;
  /** Its number (Q-000045, from the `quote` counter); older quotes got theirs at start-up. */
  number?: number;
  customerEmail: string;
  /** The buyer's user id (set on every quote since issue 32; older ones got it at start-up). */
  customerId?: Id;
  /** The company it was asked for (issue 34), if its buyer is in one: its admins, approvers and finance see it too. */
  companyId?: Id;
  customerName: string;
  /** Where the shop can call back; an acceptance without a phone of its own uses it. */
  phoneNumber?: string;
  lines: QuoteLine[];
  note?: string;
  /** The day the buyer needs the parts by (UTC midnight), if they said. */
  wantedBy?: Date;
  /** `accepted` once every unit of every line is; an offer accepted in part stays `offered`. */
  state: QuoteState;
  /** The offer is good through the end of `validUntil`'s day (UTC); its prices are on the lines. */
  validUntil?: Date;
  /**
   * The offer's shipping and tax, locked when it was made (issue 36): its ship-to, each line's rate,
   * the method and its price for the whole offer. Each acceptance is charged from these while the
   * offer is good (lib/charges/locked.ts). Unset on offers from before, or to a ship-to the store
   * could not ship to then (their acceptances are charged at their own day's tables).
   */
  charges?: RecordedCharges;
  /** Counts the offers made: an acceptance takes the offer it was shown, not a newer one. */
  offerNo?: number;
  answeredBy?: string;
  answeredAt?: Date;
  /** Why it was declined when the shop did not say it itself (its part was deleted). */
  declineReason?: string;
  /** The order the latest acceptance placed. */
  orderId?: Id;
  acceptedAt?: Date;
  /** Every acceptance standing (one whose order was cancelled is taken out again). */
  acceptances?: QuoteAcceptance[];
  /** Counts the changes to `acceptances`: each is conditional on the count it read. */
  acceptRev?: number;
  createdAt: Date;
};
