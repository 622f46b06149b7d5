import 'server-only';
import type { OrderDoc } from '@/lib/db/documents';
import type { Id } from '@/lib/db/ids';
import { findOrder, insertOrder } from '@/lib/db/orders';
import { takeIntoHold } from '@/lib/db/stock';
import { env } from '@/lib/env';
import { releaseLapsedHolds } from './holds';
import { toOrderDto, type OrderDto } from './order-dto';

/**
 * The steps every new order takes (placed from the purchase page, or accepted from a quote): its
 * units into a hold, then the unpaid order recorded. The conditional update is the guard against
 * overselling: of many concurrent orders only those the stock covers get through. The hold is
 * recorded in the same update, so if the order cannot be stored (an outage, a crash) the units are
 * not lost: the hold sweep returns a hold whose order never appeared.
 */

/** Takes `quantity` units into a hold for `orderId`; the part as it was, or null if the stock is not there. */
export async function holdStock(productId: Id, orderId: Id, quantity: number, now: Date) {
  const product = await takeIntoHold(productId, orderId, quantity, now);
  if (product) return product;
  // Stock held by lapsed orders may be waiting for the sweep: return it, then try once more.
  if ((await releaseLapsedHolds({ productId })) === 0) return null;
  return takeIntoHold(productId, orderId, quantity, now);
}

type OrderFields = Omit<OrderDoc, 'paid' | 'status' | 'stock' | 'holdUntil' | 'holdTakenAt' | 'createdAt'>;

/** An order just placed: unpaid, holding its stock (taken at `now`) for ORDER_HOLD_MINUTES. */
export function unpaidOrder(fields: OrderFields, now: Date): OrderDoc {
  return {
    ...fields,
    paid: false,
    status: 'unpaid',
    stock: 'held',
    holdUntil: new Date(now.getTime() + env().ORDER_HOLD_MINUTES * 60_000),
    holdTakenAt: now,
    createdAt: now,
  };
}

/** Records the order whose hold was taken; a lost answer to a write that landed is still a success. */
export async function storeOrder(order: OrderDoc): Promise<OrderDto> {
  try {
    await insertOrder(order);
  } catch (error) {
    const stored = await findOrder(order._id).catch(() => undefined);
    if (stored) return toOrderDto(stored);
    // Not there *yet* is no proof: a write retried across a crash can land after this read (seen in
    // tests/integration/faults.test.ts). The hold stays; the reconciliation (lib/orders/holds.ts)
    // returns it once its grace has passed if no order ever appeared.
    throw error;
  }
  return toOrderDto(order);
}
