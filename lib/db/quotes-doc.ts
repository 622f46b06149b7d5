import type { QuoteState } from '@/lib/model/quote-status';
import type { Id } from './ids';

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
