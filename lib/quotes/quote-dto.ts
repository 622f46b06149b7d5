import { centsToDollars } from '@/lib/selling/money';
import type { ProductDoc, QuoteDoc } from '@/lib/db/documents';
import { orderPrice } from '@/lib/selling/pricing';
import type { QuoteStatus } from '@/lib/model/quote-status';

/** A quote as its customer and the admins see it; money in dollars, days as YYYY-MM-DD (UTC). */
export type QuoteDto = {
  _id: string;
  customerEmail: string;
  customerName: string;
  phoneNumber: string | null;
  productId: string;
  productName: string;
  quantity: number;
  note: string | null;
  wantedBy: string | null;
  status: QuoteStatus;
  /** The offer (null until there is one, and after a decline). */
  unitPrize: number | null;
  totalPrize: number | null;
  /** The last day the offer can be accepted. */
  validUntil: string | null;
  /** The unpaid order an acceptance placed. */
  orderId: string | null;
  /** Why it was declined, when the shop gave a reason (its part was deleted). */
  declineReason: string | null;
  /**
   * The part as it is now, to weigh an offer against: its stock and its list price per unit for
   * this quantity (the price ladder's rung). Null once the part is deleted.
   */
  part: { stock: number; listUnitPrize: number } | null;
  createdAt: string;
};

const day = (date: Date | undefined) => (date ? date.toISOString().slice(0, 10) : null);

/** An offer whose day has passed reads as `expired` (nothing sweeps it: the time decides). */
export function quoteStatus(doc: Pick<QuoteDoc, 'state' | 'validUntil'>, now = new Date()): QuoteStatus {
  if (doc.state === 'offered' && doc.validUntil && doc.validUntil < now) return 'expired';
  return doc.state;
}

/** The part a quote is for, as lib/quotes/quote-parts.ts reads it. */
export type QuotedPart = Pick<ProductDoc, 'quantity' | 'priceCents' | 'priceBreaks'>;

export const toQuoteDto = (doc: QuoteDoc, part: QuotedPart | null, now = new Date()): QuoteDto => ({
  _id: doc._id.toHexString(),
  customerEmail: doc.customerEmail,
  customerName: doc.customerName,
  phoneNumber: doc.phoneNumber ?? null,
  productId: doc.productId.toHexString(),
  productName: doc.productName,
  quantity: doc.quantity,
  note: doc.note ?? null,
  wantedBy: day(doc.wantedBy),
  status: quoteStatus(doc, now),
  unitPrize: doc.unitPriceCents === undefined ? null : centsToDollars(doc.unitPriceCents),
  totalPrize: doc.unitPriceCents === undefined ? null : centsToDollars(doc.unitPriceCents * doc.quantity),
  validUntil: day(doc.validUntil),
  orderId: doc.orderId?.toHexString() ?? null,
  declineReason: doc.declineReason ?? null,
  part: part && {
    stock: part.quantity,
    listUnitPrize: centsToDollars(orderPrice(part.priceCents, doc.quantity, part.priceBreaks).unitCents),
  },
  createdAt: doc.createdAt.toISOString(),
});
