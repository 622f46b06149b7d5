import { z } from 'zod';
import { dollarAmount } from './money';
import { orderUnitsSchema } from './order-units';

/** POST /api/order/{id}/refunds: the unshipped units to cancel, the amount to give back, and why. */
export const refundSchema = z.object({
  lines: orderUnitsSchema.default([]),
  /** Dollars; left out, the cancelled units' worth is given back. */
  amount: dollarAmount('Amount').optional(),
  reason: z
    .string({ error: 'Reason is Required' })
    .trim()
    .min(1, 'Reason is Required')
    .max(200, 'Reason is too long (200 characters at most)'),
});
export type RefundInput = z.input<typeof refundSchema>;
