import { z } from 'zod';
import { ABOVE_STOCK_MESSAGE, BELOW_MINIMUM_MESSAGE, MIN_ORDER_QUANTITY } from '@/lib/orders/rules';
import { knownEmailSchema } from './email';

/** Whole units, from a number or a string of digits (the form's field may be typed into). */
export const quantitySchema = z
  .union(
    [z.number(), z.string().trim().regex(/^\d+$/, 'Quantity must be a whole number').transform(Number)],
    {
      error: 'Quantity must be a whole number',
    },
  )
  .pipe(
    z
      .number()
      .int('Quantity must be a whole number')
      .min(MIN_ORDER_QUANTITY, BELOW_MINIMUM_MESSAGE)
      .max(1_000_000, ABOVE_STOCK_MESSAGE),
  );

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(' is Required', '')} is too long`);

/**
 * POST /api/order/{productId}. Only these fields are read: who orders comes from the session,
 * the product and its price from the database (productName/totalPrize in a body are ignored).
 */
export const orderSchema = z.object({
  customerName: requiredText('Name is Required', 100),
  phoneNumber: requiredText('Phone is Required', 30).regex(
    /^\+?[\d\s().-]{6,30}$/,
    'Enter a phone number (digits, spaces, + - ( ) only)',
  ),
  productQuantity: quantitySchema,
});

export type OrderInput = z.input<typeof orderSchema>;

/** Stock check the page and the server share; the server's conditional update is the real guard. */
export function quantityProblem(quantity: number, stock: number): string | null {
  if (!Number.isInteger(quantity)) return 'Quantity must be a whole number';
  if (quantity < MIN_ORDER_QUANTITY) return BELOW_MINIMUM_MESSAGE;
  if (quantity > stock) return ABOVE_STOCK_MESSAGE;
  return null;
}

export const orderQuerySchema = z.object({ customerEmail: knownEmailSchema.optional() });

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
