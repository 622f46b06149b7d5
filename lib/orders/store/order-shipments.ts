import 'server-only';
import { owing } from './order-mail-owed';
import type { Id } from '@/lib/db';
import type { ShipmentDoc, ShownOrder } from './orders-doc';
import { findOrder, orders, move, expecting } from './orders';

// Shipping an order: its shipments, and delivery.

/**
 * A shipment of a paid order, written only if the order still has the shipments and refunds it had
 * when read (so two admins cannot both send the same units, nor send units a refund cancels): paid
 * or partly shipped → partly shipped, or → shipped when it sends the last units. The order as it
 * now is, or null.
 */
export async function addShipment(
  id: Id,
  seen: { shipments: number; refunds: number },
  shipment: ShipmentDoc,
  last: boolean,
): Promise<ShownOrder | null> {
  const transition = move(last ? 'ship' : 'shipPart');
  const count = seen.shipments;
  // Read back after the write: returnDocument 'after' may carry a racing update on the local server.
  const written = await (
    await orders()
  ).updateOne(
    {
      _id: id,
      // The ship moves start only from statuses of a released order (lib/model/settlement.ts).
      status: transition.from,
      shipmentCount: expecting(count),
      refundCount: expecting(seen.refunds),
    },
    {
      $push: { shipments: shipment },
      ...owing(`order-shipped:${count + 1}`),
      $set: {
        status: transition.to,
        shipmentCount: count + 1,
        ...(last ? { shippedAt: shipment.shippedAt } : {}),
      },
    },
  );
  return written.modifiedCount === 1 ? ((await findOrder(id)) as ShownOrder | null) : null;
}

/** shipped → delivered; false when the order was not (or no longer) shipped. */
export async function markOrderDelivered(id: Id, at: Date, mail?: string): Promise<boolean> {
  const transition = move('deliver');
  const written = await (
    await orders()
  ).updateOne(
    { _id: id, status: transition.from },
    { $set: { status: transition.to, deliveredAt: at }, ...owing(mail) },
  );
  return written.modifiedCount === 1;
}
