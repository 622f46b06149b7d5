import 'server-only';
import type { OrderStatus, StockState } from '@/lib/model/order-status';
import { ordersCollection } from './collections';
import type { OrderDoc } from './documents';
import type { Id } from './ids';

/**
 * Orders: stored documents and every operation on them, each one query. Transitions are
 * conditional on the state they leave (lib/orders/states.ts), so racing callers see each once.
 */

const orders = ordersCollection;

/** Ids per round trip when a part's orders are walked (deleting a part cancels its unpaid ones). */
const ID_BATCH = 500;

export async function insertOrder(order: OrderDoc): Promise<void> {
  await (await orders()).insertOne(order);
}

export async function findOrder(id: Id): Promise<OrderDoc | null> {
  return (await orders()).findOne({ _id: id });
}

/** unpaid → expired when its hold has lapsed; answers the hold it had (holdTakenAt), or null. */
export async function expireLapsedOrder(id: Id, now: Date): Promise<{ holdTakenAt?: Date } | null> {
  // The before-image: the local server's after-image may include a concurrent update.
  return (await orders()).findOneAndUpdate(
    { _id: id, status: 'unpaid', holdUntil: { $lte: now } },
    { $set: { status: 'expired', stock: 'released', expiredAt: now } },
    { returnDocument: 'before', projection: { _id: 0, holdTakenAt: 1 } },
  );
}

export type LapsingOrder = Pick<OrderDoc, '_id' | 'productId' | 'productQuantity' | 'holdTakenAt'>;

/** Unpaid orders whose hold has lapsed (of one product or customer, or all), at most `limit`. */
export async function* lapsedOrders(
  scope: { productId?: Id; customerEmail?: string },
  now: Date,
  limit: number,
): AsyncGenerator<LapsingOrder> {
  const cursor = (await orders())
    .find(
      { ...scope, status: 'unpaid', holdUntil: { $lte: now } },
      { projection: { _id: 1, productId: 1, productQuantity: 1, holdTakenAt: 1 } },
    )
    .limit(limit);
  try {
    for await (const order of cursor) yield order;
  } finally {
    await cursor.close();
  }
}

/** Moves a paid order's stock state on (a late payment's `pending` → `taken` or `short`); true once. */
export async function moveStockState(id: Id, from: StockState, to: StockState): Promise<boolean> {
  return (
    (await (await orders()).updateOne({ _id: id, stock: from }, { $set: { stock: to } })).modifiedCount === 1
  );
}

/** The statuses of these orders (missing ones are absent). */
export async function statusesOf(ids: Id[]): Promise<Map<string, OrderStatus>> {
  const found = await (await orders()).find({ _id: { $in: ids } }, { projection: { status: 1 } }).toArray();
  return new Map(found.map((order) => [order._id.toHexString(), order.status]));
}

/** Paid orders whose late payment never got its stock re-taken (paid before `cutoff`). */
export async function* pendingPaidOrders(cutoff: Date): AsyncGenerator<LapsingOrder> {
  const cursor = (await orders()).find(
    { stock: 'pending', paidAt: { $lt: cutoff } },
    { projection: { _id: 1, productId: 1, productQuantity: 1 } },
  );
  try {
    for await (const order of cursor) yield order;
  } finally {
    await cursor.close();
  }
}

/** Starting a payment: the hold's one extension, to `until` at least. True while it holds stock. */
export async function extendHoldOnce(id: Id, now: Date, until: Date): Promise<boolean> {
  const collection = await orders();
  const live = { _id: id, status: 'unpaid' as const, holdUntil: { $gt: now } };
  await collection.updateOne(
    { ...live, holdExtended: { $ne: true } },
    { $max: { holdUntil: until }, $set: { holdExtended: true } },
  );
  return (await collection.countDocuments(live, { limit: 1 })) > 0;
}

/** expired → unpaid with a new hold taken at `takenAt`, held until `until`; true for the one that did it. */
export async function reviveExpiredOrder(id: Id, takenAt: Date, until: Date): Promise<boolean> {
  const revived = await (
    await orders()
  ).updateOne(
    { _id: id, status: 'expired' },
    {
      $set: { status: 'unpaid', stock: 'held', holdUntil: until, holdTakenAt: takenAt, holdExtended: true },
      $unset: { expiredAt: '' },
    },
  );
  return revived.modifiedCount === 1;
}

/** Records a payment started for an unpaid order; false when it is no longer unpaid. */
export async function linkPaymentIntent(id: Id, intentId: string): Promise<boolean> {
  const linked = await (
    await orders()
  ).updateOne(
    { _id: id, status: 'unpaid' },
    { $set: { paymentIntentId: intentId }, $addToSet: { paymentIntentIds: intentId } },
  );
  return linked.matchedCount === 1;
}

/**
 * `from` (unpaid or expired) → paid by `transactionId`, with the stock state that follows; true
 * for the one call that did it.
 */
export async function markOrderPaidFrom(
  id: Id,
  from: 'unpaid' | 'expired',
  transactionId: string,
  stock: StockState,
): Promise<boolean> {
  const paid = await (
    await orders()
  ).updateOne(
    { _id: id, status: from },
    {
      $set: {
        paid: true,
        status: 'paid',
        transactionId,
        paymentIntentId: transactionId,
        paidAt: new Date(),
        stock,
      },
    },
  );
  return paid.modifiedCount === 1;
}

/** paid → shipped; the order as shipped, or null when it was not paid. */
export async function markOrderShipped(id: Id): Promise<OrderDoc | null> {
  // Read back after the write: returnDocument 'after' may carry a racing update on the local server.
  const shipped = await (
    await orders()
  ).updateOne(
    { _id: id, paid: true, status: 'paid' },
    { $set: { status: 'shipped', shippedAt: new Date() } },
  );
  return shipped.modifiedCount === 1 ? findOrder(id) : null;
}

/** Deletes the order if it is still paid (or unpaid) as read; true when it did. */
export async function deleteOrderIfPaidIs(id: Id, paid: boolean): Promise<boolean> {
  return (await (await orders()).deleteOne({ _id: id, paid })).deletedCount === 1;
}

/** Units sold per product (orders whose stock was taken), keyed by product id. */
export async function soldUnitsByProduct(): Promise<Map<string, number>> {
  const rows = await (
    await orders()
  )
    .aggregate<{ _id: Id; units: number }>([
      { $match: { stock: 'taken' } },
      { $group: { _id: '$productId', units: { $sum: '$productQuantity' } } },
    ])
    .toArray();
  return new Map(rows.map((row) => [row._id.toHexString(), row.units]));
}

/** Units of these orders whose stock was already taken (sales not yet settled off their hold). */
export async function takenUnitsOf(ids: Id[]): Promise<number> {
  if (ids.length === 0) return 0;
  const taken = await (
    await orders()
  )
    .find({ _id: { $in: ids }, stock: 'taken' }, { projection: { productQuantity: 1 } })
    .toArray();
  return taken.reduce((sum, order) => sum + order.productQuantity, 0);
}

/** Which of these emails belong to customers with at least one paid order. */
export async function emailsWithPaidOrders(emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const found = await (
    await orders()
  ).distinct('customerEmail', { customerEmail: { $in: emails }, paid: true });
  return new Set(found);
}

/**
 * Open orders: unpaid ones, each holding stock until the sweep (or a lazy release) ends a lapsed
 * hold. What MAX_OPEN_ORDERS counts.
 */
export async function countOpenOrders(customerEmail: string): Promise<number> {
  return (await orders()).countDocuments({ customerEmail, status: 'unpaid' });
}

/** Ids of a part's orders not paid yet (unpaid or expired), a batch at a time. */
export async function* unpaidOrderIdsOf(productId: Id): AsyncGenerator<Id> {
  const cursor = (await orders())
    .find({ productId, status: { $in: ['unpaid', 'expired'] } }, { projection: { _id: 1 } })
    .batchSize(ID_BATCH);
  try {
    for await (const doc of cursor) yield doc._id;
  } finally {
    await cursor.close();
  }
}
