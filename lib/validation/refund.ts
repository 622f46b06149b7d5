import { z } from 'zod';
import { orderUnitsSchema } from './order-units';

/** POST /api/order/{id}/refunds: the unshipped units to cancel, the amount to give back, and why. */
export const refundSchema = z.object({
  lines: orderUnitsSchema.default([]),
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
