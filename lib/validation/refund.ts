import { z } from 'zod';
import { MAX_CART_LINES } from './cart';

/** POST /api/order/{id}/refunds: the unshipped units to cancel, the amount to give back, and why. */
export const refundSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: z
          .string({ error: 'productId is Required' })
          .regex(/^[a-f\d]{24}$/i, 'productId is not a part id'),
        quantity: z
          .number({ error: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          .min(0, 'Quantity cannot be negative')
          .max(1_000_000, 'Quantity is too large'),
      }),
      { error: 'lines must be a list of { productId, quantity }' },
    )
    .max(MAX_CART_LINES, `An order has at most ${MAX_CART_LINES} lines`)
    .default([]),
  /** Dollars; left out, the cancelled units' worth is given back. */
  amount: z
    .number({ error: 'Amount must be a number of dollars' })
    .positive('Amount must be more than $0')
    .max(100_000_000, 'Amount is too large')
    .refine(
      (dollars) => Math.round(dollars * 100) / 100 === dollars,
      'Amount has at most two decimals (cents)',
    )
    .optional(),
  reason: z
    .string({ error: 'Reason is Required' })
    .trim()
    .min(1, 'Reason is Required')
    .max(200, 'Reason is too long (200 characters at most)'),
});
export type RefundInput = z.input<typeof refundSchema>;
