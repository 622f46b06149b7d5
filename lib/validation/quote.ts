import { z } from 'zod';
import { prizeField } from './product';
import { phoneSchema, poNumberSchema, wholeUnits } from './order';
import { MAX_CART_LINES } from './cart';
import { orderUnitsSchema } from './order-units';

export const QUOTE_NOTE_MAX = 1000;
/** How far ahead a buyer may want parts, and an offer may stay open. */
export const WANTED_BY_MAX_DAYS = 730;
export const OFFER_MAX_DAYS = 365;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** The UTC day `offset` days from today, as YYYY-MM-DD (such strings compare in date order). */
export const dayString = (offset = 0, now = Date.now()) =>
  new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
const isCalendarDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * A calendar day (YYYY-MM-DD, as a date input sends it), read as that day's UTC midnight, from
 * `earliest` days from today (UTC). A buyer's "wanted by" may be yesterday (west of UTC, a buyer
 * may be a day behind the server); an offer must be good today at least, or it would be expired
 * when made.
 */
const dayField = (label: string, maxDaysAhead: number, earliest: number) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .min(1, `${label} is Required`)
    .refine(isCalendarDay, `${label} must be a date (YYYY-MM-DD)`)
    .refine(
      (day) => day >= dayString(earliest),
      earliest < 0 ? `${label} cannot be in the past` : `${label} cannot be before today (UTC)`,
    )
    .refine(
      (day) => day <= dayString(maxDaysAhead),
      `${label} must be within ${maxDaysAhead} days from today`,
    )
    .transform((day) => new Date(`${day}T00:00:00.000Z`));

/** A form's empty field (or an absent one) is "not given"; anything else must pass `schema`. */
const blankAsNone = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(schema.optional())
    .optional();

/** POST /api/quotes. Who asks comes from the session; the part's minimum and pack are checked where it is known. */
export const quoteRequestSchema = z.object({
  productId: z
    .string({ error: 'productId is Required' })
    .regex(/^[a-f\d]{24}$/i, 'productId is not a part id'),
  quantity: wholeUnits('We quote up to 1,000,000 units at a time'),
  note: blankAsNone(
    z.string().max(QUOTE_NOTE_MAX, `Note is too long (${QUOTE_NOTE_MAX} characters at most)`),
  ),
  wantedBy: blankAsNone(dayField('Wanted by', WANTED_BY_MAX_DAYS, -1)),
  customerName: blankAsNone(z.string().max(100, 'Name is too long')),
  phoneNumber: blankAsNone(phoneSchema),
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** POST /api/cart/quote: the request's own fields; its lines are the cart's. */
export const cartQuoteRequestSchema = quoteRequestSchema.omit({ productId: true, quantity: true });
export type CartQuoteRequestInput = z.input<typeof cartQuoteRequestSchema>;

const validUntil = dayField('Valid until', OFFER_MAX_DAYS, 0);

/** An admin's offer on a one-part quote: a unit price good through a day. */
export const quoteOfferSchema = z.object({ unitPrize: prizeField, validUntil });
export type QuoteOfferInput = z.input<typeof quoteOfferSchema>;
export type QuoteOffer = z.output<typeof quoteOfferSchema>;

/** An admin's offer on a quote of several lines: a unit price per line, in the quote's order. */
export const quoteLinesOfferSchema = z.object({
  unitPrizes: z
    .array(prizeField, { error: 'unitPrizes must be a list of unit prices, one per line' })
    .min(1, 'Give a unit price for every line')
    .max(MAX_CART_LINES, `A quote has at most ${MAX_CART_LINES} lines`),
  validUntil,
});
export type QuoteLinesOfferInput = z.input<typeof quoteLinesOfferSchema>;
export type QuoteLinesOffer = z.output<typeof quoteLinesOfferSchema>;

/** PATCH /api/quotes/{id}: an offer (one price, or one per line), or `{ decline: true }`. */
export const quoteAnswerSchema = z.union(
  [z.object({ decline: z.literal(true) }).strict(), quoteOfferSchema, quoteLinesOfferSchema],
  {
    error:
      'Send an offer { unitPrize, validUntil }, { unitPrizes: [one per line], validUntil } or { decline: true }',
  },
);

/**
 * POST /api/quotes/{id}/accept: the order's phone (default: the request's), the buyer's PO
 * reference, and which units of which lines to accept now (default: all that is left; issue 33).
 */
export const quoteAcceptSchema = z.object({
  phoneNumber: blankAsNone(phoneSchema),
  poNumber: poNumberSchema,
  lines: orderUnitsSchema.optional(),
});
export type QuoteAcceptInput = z.input<typeof quoteAcceptSchema>;
export type QuoteAccept = z.output<typeof quoteAcceptSchema>;
