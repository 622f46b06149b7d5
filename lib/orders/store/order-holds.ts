import 'server-only';
import { type StockState } from '@/lib/model';
import type { Id } from '@/lib/db';
import type { OrderDoc } from './orders-doc';
import { orders, move } from './orders';

// An unpaid order's hold: lapsing, extended once for a payment, and a late payment's stock state.

/** unpaid → expired once its hold has lapsed; answers the hold it had (holdTakenAt), or null. */
export async function expireLapsedOrder(id: Id, now: Date): Promise<{ holdTakenAt?: Date } | null> {
  // The before-image: the local server's after-image may include a concurrent update.
  return (await orders()).findOneAndUpdate(
    { _id: id, status: move('expire').from, holdUntil: { $lte: now } },
    { $set: { status: move('expire').to, stock: 'released', expiredAt: now } },
    { returnDocument: 'before', projection: { _id: 0, holdTakenAt: 1 } },
  );
}

/** An order's lines and its hold: what taking, returning or checking its stock needs. */
export type LapsingOrder = Pick<OrderDoc, '_id' | 'lines' | 'holdTakenAt'>;

/** Unpaid orders whose hold has lapsed (of one product or customer, or all), at most `limit`. */
export async function* lapsedOrders(
  { productId, customerEmail }: { productId?: Id; customerEmail?: string },
  now: Date,
  limit: number,
): AsyncGenerator<LapsingOrder> {
  const cursor = (await orders())
    .find(
      {
        ...(productId ? { 'lines.productId': productId } : {}),
        ...(customerEmail ? { customerEmail } : {}),
        status: 'unpaid',
        holdUntil: { $lte: now },
      },
      { projection: { _id: 1, lines: 1, holdTakenAt: 1 } },
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

/** Paid orders whose late payment never got its stock re-taken (paid before `cutoff`). */
export async function* pendingPaidOrders(cutoff: Date): AsyncGenerator<LapsingOrder> {
  const cursor = (await orders()).find(
    { stock: 'pending', paidAt: { $lt: cutoff } },
    { projection: { _id: 1, lines: 1 } },
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
