import { centsToDollars } from '@/lib/catalog/money';
import type { QuoteDoc } from '@/lib/db/documents';
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
  createdAt: string;
};

const day = (date: Date | undefined) => (date ? date.toISOString().slice(0, 10) : null);

/** An offer whose day has passed reads as `expired` (nothing sweeps it: the time decides). */
export function quoteStatus(doc: Pick<QuoteDoc, 'state' | 'validUntil'>, now = new Date()): QuoteStatus {
  if (doc.state === 'offered' && doc.validUntil && doc.validUntil < now) return 'expired';
  return doc.state;
}

export const toQuoteDto = (doc: QuoteDoc, now = new Date()): QuoteDto => ({
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
  createdAt: doc.createdAt.toISOString(),
});
