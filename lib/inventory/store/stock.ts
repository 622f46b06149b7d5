import 'server-only';
import { MongoServerError } from 'mongodb';
import { stockCollection } from './collections';
import type { StockDoc } from './stock-doc';
import type { Id } from '@/lib/db';

// A part's stock besides its holds (./holds.ts): what is on hand, receipts and returns, the books.

/** Units on hand of these parts, by id (hex); a part without stock has none. One round trip. */
export async function onHandOf(partIds: readonly Id[]): Promise<Map<string, number>> {
  if (partIds.length === 0) return new Map();
  const found = await (
    await stockCollection()
  )
    .find({ _id: { $in: [...partIds] } }, { projection: { onHand: 1 } })
    .toArray();
  return new Map(found.map((stock) => [stock._id.toHexString(), stock.onHand]));
}

/** A duplicate id: the upsert of a restock from 0 met stock that is not 0 (see restockOp). */
const isDuplicate = (error: unknown) => error instanceof MongoServerError && error.code === 11000;

/**
 * The write that moves a part's stock on hand from `from` to `to`, and the books' `received` by as
 * much: only while it is still `from` (an admin's edit or an import never overwrites stock that
 * orders moved meanwhile). From 0 it creates the stock a part lacks (a new part's first stock).
 */
export function restockOp(partId: Id, { from, to }: { from: number; to: number }, now: Date) {
  return {
    updateOne: {
      filter: { _id: partId, onHand: from },
      update: {
        $set: { onHand: to, updatedAt: now },
        $inc: { received: to - from },
        $setOnInsert: { holds: [], restocks: [] },
      },
      upsert: from === 0,
    },
  };
}

/** restockOp, alone; true when it applied (false: the stock is no longer `from`). */
export async function restock(partId: Id, change: { from: number; to: number }): Promise<boolean> {
  if (change.from === change.to) return true;
  const { filter, update, upsert } = restockOp(partId, change, new Date()).updateOne;
  try {
    const result = await (await stockCollection()).updateOne(filter, update, { upsert });
    return result.matchedCount + result.upsertedCount === 1;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}

/** restockOp for many parts in one unordered bulk write; true when every one applied. */
export async function restockMany(
  changes: readonly { partId: Id; from: number; to: number }[],
): Promise<boolean> {
  const moving = changes.filter((change) => change.from !== change.to);
  if (moving.length === 0) return true;
  const now = new Date();
  try {
    const result = await (
      await stockCollection()
    ).bulkWrite(
      moving.map((change) => restockOp(change.partId, change, now)),
      { ordered: false },
    );
    return result.matchedCount + result.upsertedCount === moving.length;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}

/**
 * A refund's cancelled units back on hand, once: the stock keeps a mark naming the refund, so a
 * repeat (after a crash, or by a racing sweep or webhook) adds nothing. The marks stay: they are
 * the books' record of units sold and returned (lib/orders/stock-check.ts), one per refund of the
 * part, and no read for display loads them. True for the one call that moved them.
 */
export async function restockOnce(partId: Id, orderId: Id, refundId: Id, quantity: number): Promise<boolean> {
  const result = await (
    await stockCollection()
  ).updateOne(
    { _id: partId, 'restocks.refundId': { $ne: refundId } },
    {
      $inc: { onHand: quantity },
      $push: { restocks: { refundId, orderId, quantity } },
      $set: { updatedAt: new Date() },
    },
  );
  return result.modifiedCount === 1;
}

/** A deleted part's stock goes with it (its holds too: lib/orders withdraws their orders). */
export async function removeStock(partId: Id): Promise<void> {
  await (await stockCollection()).deleteOne({ _id: partId });
}

export type StockBooks = Pick<StockDoc, '_id' | 'onHand' | 'holds' | 'restocks' | 'received'>;

/** Every part's stock books (on hand, holds, returns, received), a batch at a time. */
export async function* streamStockBooks(): AsyncGenerator<StockBooks> {
  const cursor = (await stockCollection())
    .find({}, { projection: { onHand: 1, holds: 1, restocks: 1, received: 1 } })
    .batchSize(500);
  try {
    for await (const doc of cursor) yield doc;
  } finally {
    await cursor.close();
  }
}

/** The parts with fewer than `below` units on hand (and stock at all), newest part first, ids only. */
export async function* streamLowStock(below: number): AsyncGenerator<Id> {
  const cursor = (await stockCollection())
    .find({ onHand: { $lt: below } }, { projection: { _id: 1 } })
    .sort({ _id: -1 })
    .batchSize(500);
  try {
    for await (const doc of cursor) yield doc._id;
  } finally {
    await cursor.close();
  }
}
