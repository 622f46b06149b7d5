import { z } from 'zod';
import {
  ABOVE_STOCK_MESSAGE,
  BELOW_MINIMUM_MESSAGE,
  MAX_LINE_QUANTITY,
  WHOLE_NUMBER_MESSAGE,
} from '@/lib/selling';
import { knownEmailSchema } from './email';
import { orderNumberFilter } from './lists';

/**
 * Whole units, from a number or a string of digits (the form's field may be typed into). The part's
 * own minimum and pack (lib/selling/quantity-rules.ts) are checked where the part is known.
 */
export const wholeUnits = (tooMany: string) =>
  z
    .union([z.number(), z.string().trim().regex(/^\d+$/, WHOLE_NUMBER_MESSAGE).transform(Number)], {
      error: WHOLE_NUMBER_MESSAGE,
    })
    .pipe(z.number().int(WHOLE_NUMBER_MESSAGE).min(1, BELOW_MINIMUM_MESSAGE).max(MAX_LINE_QUANTITY, tooMany));

export const quantitySchema = wholeUnits(ABOVE_STOCK_MESSAGE);

/** The buyer's purchase-order reference: optional, printable, 40 characters at most. */
export const PO_NUMBER_MAX = 40;
export const poNumberSchema = z
  .string({ error: 'PO number must be text' })
  .trim()
  .max(PO_NUMBER_MAX, `PO number is too long (${PO_NUMBER_MAX} characters at most)`)
  .regex(/^[\p{L}\p{N} ._\/#-]*$/u, 'PO number may hold letters, digits, spaces and . _ / # - only')
  .transform((value) => value || undefined)
  .optional();

export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(' is Required', '')} is too long`);

/** A phone number as the purchase form takes it. */
export const phoneSchema = requiredText('Phone is Required', 30).regex(
  /^\+?[\d\s().-]{6,30}$/,
  'Enter a phone number (digits, spaces, + - ( ) only)',
);

/**
 * POST /api/order/{productId}. Only these fields are read: who orders comes from the session,
 * the product and its price from the database (productName/totalPrize in a body are ignored).
 */
export const orderSchema = z.object({
  customerName: requiredText('Name is Required', 100),
  phoneNumber: phoneSchema,
  productQuantity: quantitySchema,
  poNumber: poNumberSchema,
  /** A company buyer pays on account (issue 35) rather than by card. */
  payOnAccount: z.boolean().optional(),
});

export type OrderInput = z.input<typeof orderSchema>;

/** My Orders (GET /api/order, the page): whose, and one of them by its number. */
export const orderQuerySchema = z.object({
  customerEmail: knownEmailSchema.optional(),
  number: orderNumberFilter,
});

/** Company orders: by number. */
export const companyOrderQuerySchema = orderQuerySchema.pick({ number: true });

export const transactionSchema = z.object({
  transactionId: z
    .string({ error: 'transactionId is Required' })
    .trim()
    .regex(/^pi_[\w]{6,200}$/, 'transactionId is not a payment id'),
});

export const paymentIntentRequestSchema = z.object({
  orderId: z.string({ error: 'orderId is Required' }).regex(/^[a-f\d]{24}$/i, 'orderId is not an order id'),
});

/** The offline test gateway's confirm call (its card form; Stripe.js plays this part with Stripe). */
export const testConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  billingName: z.string().trim().max(100).default(''),
  card: z.object({ number: z.string().max(40), expiry: z.string().max(10), cvc: z.string().max(10) }),
});
