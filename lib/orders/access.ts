import 'server-only';
import type { Caller } from '@/lib/auth/caller';
import { ordersCollection, type OrderDoc } from '@/lib/db/orders';
import { forbidden, notFound } from '@/lib/http/errors';
import { parseObjectId } from '@/lib/validation/object-id';

/**
 * The order `id` if the caller may see it: its customer, or an admin. Someone else's order is
 * a 404, not a 403, so order ids cannot be probed.
 */
export async function findOrderFor(caller: Caller, id: string): Promise<OrderDoc> {
  const order = await (await ordersCollection()).findOne({ _id: parseObjectId(id, 'order id') });
  if (!order || (order.customerEmail !== caller.email && caller.role !== 'admin'))
    throw notFound('Order not found');
  return order;
}

/** Like findOrderFor, but only the customer themself (paying is never done for someone else). */
export async function findOwnOrder(caller: Caller, id: string): Promise<OrderDoc> {
  const order = await findOrderFor(caller, id);
  if (order.customerEmail !== caller.email)
    throw forbidden('Only the customer who placed this order can pay for it');
  return order;
}
