import { z } from 'zod';
import { MAX_CART_LINES } from './cart';
import { MAX_LINE_QUANTITY } from '@/lib/selling';

/**
 * Some units of some of an order's lines (a parcel, a refund's cancellation): a list of
 * { productId, quantity }, 0 allowed (a line left out), at most as many entries as an order has lines.
 */
export const orderUnitsSchema = z
  .array(
    z.object({
      productId: z
        .string({ error: 'productId is Required' })
        .regex(/^[a-f\d]{24}$/i, 'productId is not a part id'),
      quantity: z
        .number({ error: 'Quantity must be a whole number' })
        .int('Quantity must be a whole number')
        .min(0, 'Quantity cannot be negative')
        .max(MAX_LINE_QUANTITY, 'Quantity is too large'),
    }),
    { error: 'lines must be a list of { productId, quantity }' },
  )
  .max(MAX_CART_LINES, `An order has at most ${MAX_CART_LINES} lines`);
