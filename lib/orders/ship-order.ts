import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import { newId } from '@/lib/db';
import { addShipment, markOrderDelivered } from './store/order-shipments';
import { type ShipmentDoc } from './store/orders-doc';
import { AppError, isReleased } from '@/lib/model';
import type { shipmentSchema } from '@/lib/validation';
import { findOrderFor } from './access';
import { sendOrderMailSoon } from './order-mail';
import { planShipment, unitsToShip } from './shipment-plan';
import { toOrderDto, type OrderDto } from './order-dto';

type Wanted = z.output<typeof shipmentSchema>;

const CHANGED = 'This order changed meanwhile (another shipment or a refund?). Please look at it again.';

/**
 * An admin sends a parcel for a paid order: some units of some lines (never more than are still
 * to send), with a carrier and, if there is one, a tracking number. The order is partly shipped,
 * or shipped when nothing is left; one conditional write, so two admins cannot send the same
 * units. Audited; the customer is mailed what is in it, how to track it and what is still to come.
 */
export async function shipParts(
  admin: Caller,
  id: string,
  wanted: Wanted,
  requestKey: string | null = null,
): Promise<OrderDto> {
  const order = await findOrderFor(admin, id);
  // A retry of a request that sent its parcel (the answer was lost): that parcel, and its mail.
  const sent = requestKey
    ? (order.shipments ?? []).findIndex((shipment) => shipment.requestKey === requestKey)
    : -1;
  if (sent >= 0) {
    await sendOrderMailSoon(order, `order-shipped:${sent + 1}`);
    return toOrderDto(order);
  }
  if (!isReleased(order) || !['paid', 'partially_shipped'].includes(order.status))
    throw new AppError(
      'conflict',
      !isReleased(order)
        ? 'Only paid orders can be shipped'
        : order.status === 'refunded'
          ? 'This order was cancelled and refunded: nothing is left to ship'
          : 'Everything in this order has been shipped',
    );
  const plan = planShipment(order, wanted.lines);
  if ('refusal' in plan) throw new AppError('invalid', plan.refusal, { lines: plan.refusal });
  const shipment: ShipmentDoc = {
    _id: newId(),
    lines: plan.lines,
    carrier: wanted.carrier,
    ...(wanted.trackingNumber ? { trackingNumber: wanted.trackingNumber } : {}),
    shippedAt: new Date(),
    shippedBy: admin.email,
    ...(requestKey ? { requestKey } : {}),
  };
  const count = order.shipmentCount ?? 0;
  const shipped = await addShipment(
    order._id,
    { shipments: count, refunds: order.refundCount ?? 0 },
    shipment,
    plan.last,
  );
  if (!shipped) throw new AppError('conflict', CHANGED);
  await recordAudit({
    action: 'order.ship',
    actor: admin.email,
    target: order._id.toHexString(),
    details: {
      shipment: count + 1,
      units: shipment.lines.reduce((sum, line) => sum + line.quantity, 0),
      carrier: shipment.carrier,
      ...(shipment.trackingNumber ? { tracking: shipment.trackingNumber } : {}),
      complete: plan.last,
    },
  });
  await sendOrderMailSoon(shipped, `order-shipped:${count + 1}`);
  return toOrderDto(shipped);
}

/** The spec's Ship: everything still to send, in one parcel (no tracking number). Shipped stays shipped. */
export async function shipOrder(
  admin: Caller,
  id: string,
  requestKey: string | null = null,
): Promise<OrderDto> {
  const order = await findOrderFor(admin, id);
  if (order.status === 'shipped' || order.status === 'delivered') return toOrderDto(order);
  const lines = [...unitsToShip(order)]
    .filter(([, units]) => units > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
  if (!isReleased(order) || lines.length === 0)
    throw new AppError('conflict', 'Only paid orders can be shipped');
  return shipParts(admin, id, { lines, carrier: 'other' }, requestKey);
}

/** The parcels arrived: an admin marks it, or the customer confirms receipt. Audited and mailed. */
export async function deliverOrder(caller: Caller, id: string): Promise<OrderDto> {
  const order = await findOrderFor(caller, id);
  if (order.status === 'delivered') return toOrderDto(order);
  const at = new Date();
  // The customer who confirms receipt is not mailed about it; an admin's word is.
  const mail = caller.email === order.customerEmail ? undefined : 'order-delivered';
  if (!(await markOrderDelivered(order._id, at, mail)))
    throw new AppError('conflict', 'Only an order whose every part has shipped can be marked delivered');
  await recordAudit({ action: 'order.deliver', actor: caller.email, target: order._id.toHexString() });
  const delivered = { ...order, status: 'delivered' as const, deliveredAt: at };
  if (mail) await sendOrderMailSoon(delivered, mail);
  return toOrderDto(delivered);
}
