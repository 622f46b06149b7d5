import { z } from 'zod';
import { CARRIER_IDS, CARRIERS, trackingUrl } from '@/lib/model';
import { idString, isoDateTime } from '@/lib/validation';
import type { OrderLine, ShipmentDoc } from './store/orders-doc';
import { movedUnitsSchema, toMovedUnits } from './moved-units-dto';

/** One parcel sent: its carrier, tracking number and link, and which units of which lines. */
export const shipmentDtoSchema = z.object({
  _id: idString,
  carrier: z.enum(CARRIER_IDS),
  carrierName: z.string(),
  trackingNumber: z.string().nullable(),
  trackingUrl: z
    .string()
    .nullable()
    .describe("the carrier's tracking page (null: no number, or another carrier)"),
  shippedAt: isoDateTime,
  lines: movedUnitsSchema,
});
export type ShipmentDto = z.output<typeof shipmentDtoSchema>;

export const toShipmentDto = (shipment: ShipmentDoc, lines: readonly OrderLine[]): ShipmentDto => ({
  _id: shipment._id.toHexString(),
  carrier: shipment.carrier,
  carrierName: CARRIERS[shipment.carrier].name,
  trackingNumber: shipment.trackingNumber ?? null,
  trackingUrl: trackingUrl(shipment.carrier, shipment.trackingNumber),
  shippedAt: shipment.shippedAt.toISOString(),
  lines: toMovedUnits(shipment.lines, lines),
});
