import { z } from 'zod';
import { CARRIER_IDS } from '@/lib/model';
import { orderUnitsSchema } from './order-units';

/** POST /api/order/{id}/shipments: which units of which lines go in this parcel, with whom. */
export const shipmentSchema = z.object({
  lines: orderUnitsSchema.min(1, 'Choose what goes in this shipment'),
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
