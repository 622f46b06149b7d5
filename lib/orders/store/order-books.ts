import 'server-only';
import { ordersCollection } from './collections';
import type { Id } from '@/lib/db';
import type { OrderDoc } from './orders-doc';
import type { LapsingOrder } from './order-holds';

/**
 * What the stock books read of orders (lib/orders/stock-check.ts, npm run check:stock, and the
 * holds' reconciliation): who owns a hold, what was sold, what unpaid orders hold.
 */

const orders = ordersCollection;

/** Orders per round trip when they are walked in the background. */
const BATCH = 500;

export type HoldOwner = Pick<OrderDoc, 'status' | 'holdTakenAt' | 'settlement' | 'paidAt'>;

/** Status, current hold and whether paid, of these orders (missing ones are absent). */
export async function holdOwnersOf(ids: Id[]): Promise<Map<string, HoldOwner>> {
  const found = await (
    await orders()
  )
    .find({ _id: { $in: ids } }, { projection: { status: 1, holdTakenAt: 1, settlement: 1, paidAt: 1 } })
    .toArray();
  return new Map(found.map((order) => [order._id.toHexString(), order]));
}

/**
 * Units sold per product (orders whose stock was taken, cancelled paid ones included), by product
 * id. Units a refund put back on hand are marked on the product (lib/catalog/store/stock.ts, restockOnce).
 */
export async function soldUnitsByProduct(): Promise<Map<string, number>> {
  const rows = await (
    await orders()
  )
    .aggregate<{ _id: Id; units: number }>([
      { $match: { stock: 'taken' } },
      { $unwind: '$lines' },
      { $group: { _id: '$lines.productId', units: { $sum: '$lines.quantity' } } },
    ])
    .toArray();
  return new Map(rows.map((row) => [row._id.toHexString(), row.units]));
}

/** Units of `productId` these orders had taken already (sales not yet settled off their hold). */
export async function takenUnitsOn(productId: Id, ids: Id[]): Promise<number> {
  if (ids.length === 0) return 0;
  const taken = await (
    await orders()
  )
    .find({ _id: { $in: ids }, stock: 'taken' }, { projection: { lines: 1 } })
    .toArray();
  return taken
    .flatMap((order) => order.lines)
    .filter((line) => line.productId.equals(productId))
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** Unpaid orders with their hold, a batch at a time (npm run check:stock). */
export async function* unpaidOrderHolds(): AsyncGenerator<LapsingOrder> {
  const cursor = (await orders())
    .find({ status: 'unpaid' }, { projection: { _id: 1, lines: 1, holdTakenAt: 1 } })
    .batchSize(BATCH);
  try {
    for await (const order of cursor) yield order;
  } finally {
    await cursor.close();
  }
}
