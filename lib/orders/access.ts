import 'server-only';
import type { Caller } from '@/lib/model';
import { can, AppError, isShown, parseOrderLabel } from '@/lib/model';
import type { OrderDoc, ShownOrder } from './store/orders-doc';
import { isIdString, toId } from '@/lib/db';
import { findOrder, findOrderByNumber } from './store/orders';
import { toOrderDto, type OrderDto } from './order-dto';

/**
 * The order `id` if the caller may see it: its customer, or an admin. Someone else's order is
 * a 404, not a 403, so order ids cannot be probed; so is one being placed or cancelled.
 */
export async function findOrderFor(caller: Caller, id: string): Promise<ShownOrder> {
  const order = await findOrderOf(caller, id);
  if (!isShown(order)) throw new AppError('not_found:order');
  return order;
}

/**
 * The order `id` for its legal records (a credit note), if the caller may see it: like
 * findOrderFor, but a deleted (cancelled) order too, since its records outlive it.
 */
export async function findOrderRecordsFor(caller: Caller, id: string): Promise<OrderDoc> {
  const order = await findOrderOf(caller, id);
  if (order.status === 'placing') throw new AppError('not_found:order');
  return order;
}

async function findOrderOf(caller: Caller, id: string): Promise<OrderDoc> {
  // A malformed id is the caller's mistake (400), not a missing order.
  if (!isIdString(id)) throw new AppError('bad_request', 'Malformed order id');
  return seenBy(caller, await findOrder(toId(id)));
}

/** Whose the order is, as the policy asks: its buyer, and the company it was bought for. */
export const ownedBy = (order: OrderDoc) => ({
  customerEmail: order.customerEmail,
  companyId: order.company?.id.toHexString() ?? null,
});

/** The order if the caller may see it; none, or someone else's, is the same 404. */
function seenBy(caller: Caller, order: OrderDoc | null): OrderDoc {
  if (!order || !can(caller, 'see', ownedBy(order))) throw new AppError('not_found:order');
  return order;
}

/**
 * The order named as its page names it: its number (SO-000123, or 123 as typed) or, for an order
 * from before numbers, its id; like findOrderFor, and a ref that is neither is a missing order.
 */
export async function findOrderByRefFor(caller: Caller, ref: string): Promise<ShownOrder> {
  if (isIdString(ref)) return findOrderFor(caller, ref);
  const number = parseOrderLabel(ref);
  const order = seenBy(caller, number === null ? null : await findOrderByNumber(number));
  if (!isShown(order)) throw new AppError('not_found:order');
  return order;
}

/** Like findOrderFor, but only who may pay it: its buyer, or their company's finance (lib/model/policy.ts). */
export async function findOwnOrder(caller: Caller, id: string): Promise<ShownOrder> {
  const order = await findOrderFor(caller, id);
  if (!can(caller, 'pay', ownedBy(order)))
    throw new AppError(
      'forbidden',
      "Only the customer who placed this order, or their company's finance, can pay for it",
    );
  return order;
}

/** The order as its buyer alone may act on it (order it again): anyone else, admins too, is refused. */
export async function getBuyersOrder(caller: Caller, id: string): Promise<OrderDto> {
  const order = await findOrderFor(caller, id);
  if (!can(caller, 'own', ownedBy(order)))
    throw new AppError('forbidden', 'Only the buyer who placed this order can order it again.');
  return toOrderDto(order);
}

/** GET /api/order/{id}: the order as its customer or an admin sees it. */
export const getOrder = async (caller: Caller, id: string): Promise<OrderDto> =>
  toOrderDto(await findOrderFor(caller, id));

/** The order its payer is about to pay for (the payment page); anyone else, admins too, is refused. */
export const getOwnOrder = async (caller: Caller, id: string): Promise<OrderDto> =>
  toOrderDto(await findOwnOrder(caller, id));
