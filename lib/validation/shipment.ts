import { z } from 'zod';
import { CARRIER_IDS } from '@/lib/model/carriers';
import { MAX_CART_LINES } from './cart';

const idField = z
  .string({ error: 'productId is Required' })
  .regex(/^[a-f\d]{24}$/i, 'productId is not a part id');

/** POST /api/order/{id}/shipments: which units of which lines go in this parcel, with whom. */
export const shipmentSchema = z.object({
  lines: z
    .array(
      z.object({
        productId: idField,
        quantity: z
          .number({ error: 'Quantity must be a whole number' })
          .int('Quantity must be a whole number')
          .min(0, 'Quantity cannot be negative')
          .max(1_000_000, 'Quantity is too large'),
      }),
      { error: 'lines must be a list of { productId, quantity }' },
    )
    .min(1, 'Choose what goes in this shipment')
    .max(MAX_CART_LINES, `An order has at most ${MAX_CART_LINES} lines`),
  carrier: z.enum(CARRIER_IDS, { error: 'Choose a carrier' }),
  trackingNumber: z
    .string()
    .trim()
    .max(64, 'Tracking number is too long (64 characters at most)')
    .regex(/^[\w -]*$/, 'Tracking number may hold letters, digits, spaces and dashes')
    .transform((value) => value || undefined)
    .optional(),
});
export type ShipmentInput = z.input<typeof shipmentSchema>;
export type Shipment = z.output<typeof shipmentSchema>;
