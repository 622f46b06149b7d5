import { z } from 'zod';
import { centsToDollars, agreedPrice, priceFor, priceSourceLabel, type PriceContext } from '@/lib/selling';
import type { ProductDoc } from '@/lib/catalog';
import type { QuoteDoc, QuoteLine } from './store/quotes';
import {
  addressLines,
  firstAndMore,
  orderLabel,
  quoteLabel,
  QUOTE_STATUSES,
  type QuoteStatus,
} from '@/lib/model';
import { SHIPPING_KEY, type RecordedCharges } from '@/lib/charges';
import { idString, isoDateTime } from '@/lib/validation';

const dayString = z.string().describe('YYYY-MM-DD (UTC)');

/** The part of a line as it is now, to weigh an offer against (null once the part is deleted). */
const partNowSchema = z
  .object({
    stock: z.number().int().describe('units in stock now'),
    listUnitPrize: z
      .number()
      .describe('what the buyer who asked pays per unit for this quantity now, without the quote'),
    priceSource: z
      .string()
      .describe(
        'where that price comes from: "List price", "Volume price from 100", "Contract price (list ACME)"',
      ),
  })
  .nullable()
  .describe('the part as it is now (null once deleted)');

/** One part of a quote: what was asked, the offer's unit price for it (null until offered). */
export const quoteLineDtoSchema = z.object({
  productId: idString,
  partNumber: z.string().nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  accepted: z.number().int().describe('units of this line accepted into orders so far'),
  unitPrize: z.number().nullable().describe('the offer for this line, in dollars per unit'),
  totalPrize: z.number().nullable(),
  part: partNowSchema,
});
export type QuoteLineDto = z.output<typeof quoteLineDtoSchema>;

/**
 * A quote as its customer and the admins see it; money in dollars, days as YYYY-MM-DD (UTC). The
 * one-part fields (productId … part) describe a one-line quote's line; a quote of a cart names its
 * first part "and N more", adds up the units and the offer, and has no single unit price.
 */
export const quoteDtoSchema = z.object({
  _id: idString,
  number: z
    .string()
    .nullable()
    .describe(
      "the quote's number (Q-000045); null only for a quote from before numbers until the next start",
    ),
  customerEmail: z.string(),
  customerName: z.string(),
  phoneNumber: z.string().nullable(),
  productId: idString,
  productName: z.string(),
  quantity: z.number().int().describe('units of every line together'),
  lines: z.array(quoteLineDtoSchema),
  note: z.string().nullable(),
  wantedBy: dayString.nullable(),
  status: z.enum(QUOTE_STATUSES).describe('expired: an offer whose last day has passed'),
  /** The offer (null until there is one, and after a decline). */
  unitPrize: z
    .number()
    .nullable()
    .describe("the one line's offer, in dollars per unit; null with several lines"),
  totalPrize: z.number().nullable().describe('the whole offer, in dollars'),
  charges: z
    .object({
      shipping: z.number(),
      shippingMethod: z.string().nullable(),
      shippingTax: z.object({ rate: z.number().describe('percent'), tax: z.number() }).nullable(),
      tax: z.number(),
      total: z.number().describe('the whole offer with its shipping and tax, in dollars'),
      shipTo: z
        .object({ label: z.string().nullable(), lines: z.array(z.string()) })
        .nullable()
        .describe('null: collected at the plant'),
      exemption: z.string().nullable(),
      lines: z.array(
        z.object({ productId: idString, rate: z.number().describe('percent'), tax: z.number() }),
      ),
    })
    .nullable()
    .describe(
      "the offer's shipping and tax, locked while it is good (issue 36): each acceptance is charged from them; null: none locked",
    ),
  validUntil: dayString.nullable().describe('the last day the offer can be accepted'),
  /** The unpaid order an acceptance placed. */
  orderId: idString.nullable().describe('the order its latest acceptance placed'),
  orders: z
    .array(z.object({ _id: idString, number: z.string().nullable().describe('SO-000123') }))
    .describe('the orders its acceptances placed (an offer may be accepted in part)'),
  /** Why it was declined, when the shop gave a reason (its part was deleted). */
  declineReason: z.string().nullable().describe('why it was declined, when the shop gave a reason'),
  part: partNowSchema.describe(
    "the one line's part as it is now (null once deleted, and with several lines)",
  ),
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
export type QuotedPart = Pick<ProductDoc, 'priceCents' | 'priceBreaks'> & { quantity: number };

function toLineDto(
  line: QuoteLine,
  part: QuotedPart | undefined,
  offered: boolean,
  context: PriceContext,
): QuoteLineDto {
  const unitCents = offered ? line.unitPriceCents : undefined;
  const now = part && priceFor(context, part, line.quantity);
  return {
    productId: line.productId.toHexString(),
    partNumber: line.partNumber ?? null,
    productName: line.productName,
    quantity: line.quantity,
    accepted: line.acceptedQuantity ?? 0,
    unitPrize: unitCents === undefined ? null : centsToDollars(unitCents),
    totalPrize:
      unitCents === undefined ? null : centsToDollars(agreedPrice(unitCents, line.quantity).totalCents),
    part:
      part && now
        ? {
            stock: part.quantity,
            // What the buyer who asked would pay without the quote (their contract price, if
            // any); an offer is what prices the quote itself.
            listUnitPrize: centsToDollars(now.unitCents),
            priceSource: priceSourceLabel(now.source),
          }
        : null,
  };
}

/** An offer's locked charges in dollars, as the quote's page and its PDF show them. */
function lockedDto(charges: RecordedCharges): QuoteDto['charges'] {
  const shipping = charges.taxLines.find((line) => line.key === SHIPPING_KEY);
  return {
    shipping: centsToDollars(charges.shippingCents),
    shippingMethod: charges.method?.name ?? null,
    shippingTax: shipping
      ? { rate: shipping.rateMillis / 1000, tax: centsToDollars(shipping.taxCents) }
      : null,
    tax: centsToDollars(charges.taxCents),
    total: centsToDollars(charges.subtotalCents + charges.shippingCents + charges.taxCents),
    shipTo: charges.shipTo && { label: charges.shipTo.label, lines: addressLines(charges.shipTo.address) },
    exemption: charges.exemption,
    lines: charges.taxLines
      .filter((line) => line.key !== SHIPPING_KEY)
      .map((line) => ({
        productId: line.key,
        rate: line.rateMillis / 1000,
        tax: centsToDollars(line.taxCents),
      })),
  };
}

/** `parts`: the quote's parts as they are now, by id (a deleted one is missing). */
export function toQuoteDto(
  doc: QuoteDoc,
  parts: ReadonlyMap<string, QuotedPart>,
  context: PriceContext,
  now = new Date(),
): QuoteDto {
  // Prices are an offer only while it stands: a declined quote's lines keep them, unshown.
  const offered = doc.validUntil !== undefined;
  const lines = doc.lines.map((line) =>
    toLineDto(line, parts.get(line.productId.toHexString()), offered, context),
  );
  const [first] = lines as [QuoteLineDto, ...QuoteLineDto[]];
  const single = lines.length === 1;
  const priced = lines.every((line) => line.totalPrize !== null);
  const totalCents = doc.lines.reduce(
    (sum, line) => sum + agreedPrice(line.unitPriceCents ?? 0, line.quantity).totalCents,
    0,
  );
  return {
    _id: doc._id.toHexString(),
    number: doc.number === undefined ? null : quoteLabel(doc.number),
    customerEmail: doc.customerEmail,
    customerName: doc.customerName,
    phoneNumber: doc.phoneNumber ?? null,
    productId: first.productId,
    productName: firstAndMore(first.productName, lines.length),
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    lines,
    note: doc.note ?? null,
    wantedBy: day(doc.wantedBy),
    status: quoteStatus(doc, now),
    unitPrize: single ? first.unitPrize : null,
    totalPrize: priced ? centsToDollars(totalCents) : null,
    charges: offered && doc.charges ? lockedDto(doc.charges) : null,
    validUntil: day(doc.validUntil),
    orderId: doc.orderId?.toHexString() ?? null,
    orders: (doc.acceptances ?? []).map((acceptance) => ({
      _id: acceptance.orderId.toHexString(),
      number: acceptance.orderNumber === undefined ? null : orderLabel(acceptance.orderNumber),
    })),
    declineReason: doc.declineReason ?? null,
    part: single ? first.part : null,
    createdAt: doc.createdAt.toISOString(),
  };
}
