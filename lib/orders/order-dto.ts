import { z } from 'zod';
import { firstAndMore } from '@/lib/model/line-names';
import type { OrderLine, ShipmentDoc, ShownOrder } from '@/lib/db/orders';
import { CARRIER_IDS, CARRIERS, trackingUrl } from '@/lib/model/carriers';
import { unitsToShip } from './shipment-plan';
import { ORDER_STATUSES, STOCK_STATES } from '@/lib/model/order-status';
import { centsToDollars } from '@/lib/selling/money';
import { idString, isoDateTime } from '@/lib/validation/dto-fields';

/** One line of an order: its part as ordered, its quantity and prices in dollars. */
export const orderLineDtoSchema = z.object({
  productId: idString,
  name: z.string(),
  /** The part's number when ordered (null on orders from before part numbers). */
  partNumber: z.string().nullable(),
  quantity: z.number().int(),
  unitPrize: z.number(),
  totalPrize: z.number(),
  shippedQuantity: z.number().int().describe('units of this line sent so far'),
});
export type OrderLineDto = z.output<typeof orderLineDtoSchema>;

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
  lines: z.array(z.object({ productId: idString, name: z.string(), quantity: z.number().int() })),
});
export type ShipmentDto = z.output<typeof shipmentDtoSchema>;

/**
 * docs/product.md#entities Order with its field names; money in dollars as the spec shows it. The
 * spec's one-part fields (productId … unitPrize) describe the one line of a one-line order; an
 * order of several lines names its first part and "and N more", adds up the units and has no
 * single unit price: `lines` tells each.
 */
export const orderDtoSchema = z.object({
  _id: idString,
  customerName: z.string(),
  customerEmail: z.string(),
  phoneNumber: z.string(),
  productId: idString,
  productName: z.string(),
  /** The part's number when ordered (null on orders from before part numbers, and with several lines). */
  partNumber: z.string().nullable(),
  productQuantity: z.number().int().describe('units of every line together'),
  /** The unit price charged (the part's, its volume price, or a quote's); null with several lines. */
  unitPrize: z.number().nullable().describe("the one line's unit price; null with several lines"),
  lines: z.array(orderLineDtoSchema),
  /** The buyer's purchase-order reference (null: none given). */
  poNumber: z.string().nullable(),
  totalPrize: z.number(),
  paid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  createdAt: isoDateTime,
  /** Until when an unpaid order holds its stock (null once it does not). */
  holdUntil: isoDateTime.nullable(),
  /** Where the ordered units are: `short` means paid after the hold lapsed with no stock left (an admin acts). */
  stock: z.enum(STOCK_STATES),
  shipments: z.array(shipmentDtoSchema),
  deliveredAt: isoDateTime.nullable(),
});
export type OrderDto = z.output<typeof orderDtoSchema>;

const toLineDto = (line: OrderLine, left: ReadonlyMap<string, number>): OrderLineDto => ({
  productId: line.productId.toHexString(),
  name: line.name,
  partNumber: line.partNumber ?? null,
  quantity: line.quantity,
  unitPrize: centsToDollars(line.unitPriceCents),
  totalPrize: centsToDollars(line.totalCents),
  shippedQuantity: line.quantity - (left.get(line.productId.toHexString()) ?? line.quantity),
});

const toShipmentDto = (shipment: ShipmentDoc, lines: readonly OrderLine[]): ShipmentDto => ({
  _id: shipment._id.toHexString(),
  carrier: shipment.carrier,
  carrierName: CARRIERS[shipment.carrier].name,
  trackingNumber: shipment.trackingNumber ?? null,
  trackingUrl: trackingUrl(shipment.carrier, shipment.trackingNumber),
  shippedAt: shipment.shippedAt.toISOString(),
  lines: shipment.lines.map((line) => ({
    productId: line.productId.toHexString(),
    name: lines.find((ordered) => ordered.productId.equals(line.productId))?.name ?? '',
    quantity: line.quantity,
  })),
});

export function toOrderDto(doc: ShownOrder): OrderDto {
  const left = unitsToShip(doc);
  const lines = doc.lines.map((line) => toLineDto(line, left));
  const [first] = lines as [OrderLineDto, ...OrderLineDto[]];
  const single = lines.length === 1;
  return {
    _id: doc._id.toHexString(),
    customerName: doc.customerName,
    customerEmail: doc.customerEmail,
    phoneNumber: doc.phoneNumber,
    productId: first.productId,
    productName: firstAndMore(first.name, lines.length),
    partNumber: single ? first.partNumber : null,
    productQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    unitPrize: single ? first.unitPrize : null,
    lines,
    poNumber: doc.poNumber ?? null,
    totalPrize: centsToDollars(doc.totalCents),
    paid: doc.paid,
    status: doc.status,
    transactionId: doc.transactionId ?? null,
    createdAt: doc.createdAt.toISOString(),
    holdUntil: doc.status === 'unpaid' ? doc.holdUntil.toISOString() : null,
    stock: doc.stock,
    shipments: (doc.shipments ?? []).map((shipment) => toShipmentDto(shipment, doc.lines)),
    deliveredAt: doc.deliveredAt?.toISOString() ?? null,
  };
}
