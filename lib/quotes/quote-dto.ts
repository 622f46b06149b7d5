import { z } from 'zod';
import { centsToDollars } from '@/lib/selling/money';
import type { ProductDoc } from '@/lib/db/products';
import type { QuoteDoc } from '@/lib/db/quotes';
import { orderPrice } from '@/lib/selling/pricing';
import { QUOTE_STATUSES, type QuoteStatus } from '@/lib/model/quote-status';
import { idString, isoDateTime } from '@/lib/validation/dto-fields';

const dayString = z.string().describe('YYYY-MM-DD (UTC)');

/** A quote as its customer and the admins see it; money in dollars, days as YYYY-MM-DD (UTC). */
export const quoteDtoSchema = z.object({
  _id: idString,
  customerEmail: z.string(),
  customerName: z.string(),
  phoneNumber: z.string().nullable(),
  productId: idString,
  productName: z.string(),
  quantity: z.number().int(),
  note: z.string().nullable(),
  wantedBy: dayString.nullable(),
  status: z.enum(QUOTE_STATUSES).describe('expired: an offer whose last day has passed'),
  /** The offer (null until there is one, and after a decline). */
  unitPrize: z.number().nullable().describe('the offer, in dollars per unit'),
  totalPrize: z.number().nullable(),
  validUntil: dayString.nullable().describe('the last day the offer can be accepted'),
  /** The unpaid order an acceptance placed. */
  orderId: idString.nullable().describe('the order its acceptance placed'),
  /** Why it was declined, when the shop gave a reason (its part was deleted). */
  declineReason: z.string().nullable().describe('why it was declined, when the shop gave a reason'),
  /**
   * The part as it is now, to weigh an offer against: its stock and its list price per unit for
   * this quantity (the price ladder's rung). Null once the part is deleted.
   */
  part: z
    .object({
      stock: z.number().int().describe('units in stock now'),
      listUnitPrize: z.number().describe("the part's list price per unit for this quantity, now"),
    })
    .nullable()
    .describe('the part as it is now (null once deleted)'),
  createdAt: isoDateTime,
});
export type QuoteDto = z.output<typeof quoteDtoSchema>;

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
