import 'server-only';
import pLimit from 'p-limit';
import { productsCollection } from './collections';
import type { Hold, ProductDoc } from './products';
import type { Id } from '@/lib/db';

/**
 * Stock movements, each one atomic update of the product document. A hold records which order
 * holds which units, so the books balance at every moment (scripts/check-stock.ts):
 *
 *   quantity (on hand) + Σ holds (unpaid orders) + units of paid orders = received
 *
 * where a paid order's units leave out those a refund cancelled and put back on hand. `received`
 * moves only when an admin restocks or deletes a paid order.
 */

/**
 * Takes `quantity` units into a hold for `orderId` if that many are on hand (and the order holds
 * none yet), stamped `now`: the order keeps that stamp (`holdTakenAt`) to release exactly this
 * hold later. Answers the product as it was (name, number and price at that moment), or null.
 */
export async function takeIntoHold(
  productId: Id,
  orderId: Id,
  quantity: number,
  now = new Date(),
): Promise<Pick<ProductDoc, '_id' | 'name' | 'partNumber' | 'priceCents' | 'priceBreaks'> | null> {
  // The 'before' image: the local server's 'after' image may include a concurrent update.
  return (await productsCollection()).findOneAndUpdate(
    { _id: productId, quantity: { $gte: quantity }, 'holds.orderId': { $ne: orderId } },
    {
      $inc: { quantity: -quantity },
      $push: { holds: { orderId, quantity, at: now } },
      $set: { updatedAt: now },
    },
    { returnDocument: 'before', projection: { name: 1, partNumber: 1, priceCents: 1, priceBreaks: 1 } },
  );
}

/** What a hold records of a part: the order keeps its name, number and price as they were then. */
export type HeldPart = Pick<ProductDoc, '_id' | 'name' | 'partNumber' | 'priceCents' | 'priceBreaks'>;

/** One line's units for takeIntoHolds and releaseHolds. */
type Units = { productId: Id; quantity: number };

/**
 * How many of one order's lines move at once: a 1,000-line order's holds are not 1,000 writes in
 * a row, nor 1,000 at once on a shared database (a bulk write would do, but see below).
 */
const LINES_AT_ONCE = 8;

/**
 * takeIntoHold for every line of an order, LINES_AT_ONCE at a time. Answers the parts whose units
 * were taken, as they were then, by id (hex); a line missing from it found too little stock.
 *
 * Each line stays its own findOneAndUpdate rather than one bulk write of updates: the local
 * server (mongo-java-server) answers an update whose filter holds more than the _id by scanning
 * the collection (125 ms a line at 50,000 parts), a findAndModify through the _id index (1.5 ms).
 */
export async function takeIntoHolds(
  orderId: Id,
  lines: readonly Units[],
  now: Date,
): Promise<Map<string, HeldPart>> {
  const limit = pLimit(LINES_AT_ONCE);
  const taken = await Promise.all(
    lines.map((line) => limit(() => takeIntoHold(line.productId, orderId, line.quantity, now))),
  );
  return new Map(taken.flatMap((part) => (part ? [[part._id.toHexString(), part] as const] : [])));
}

/**
 * releaseHold for many lines of one order, LINES_AT_ONCE at a time; answers how many lines' units
 * went back (`at` names the hold exactly, as there, so a repeat returns none twice).
 */
export async function releaseHolds(orderId: Id, lines: readonly Units[], at?: Date): Promise<number> {
  const limit = pLimit(LINES_AT_ONCE);
  const released = await Promise.all(
    lines.map((line) => limit(() => releaseHold(line.productId, orderId, line.quantity, at))),
  );
  return released.filter(Boolean).length;
}

/**
 * Returns a hold's units to stock. True only for the one call that did it. `at` names one hold
 * exactly: a caller deciding from an earlier read (the sweep) must not release a newer hold the
 * same order has taken since (an expired order revived for payment).
 */
export async function releaseHold(productId: Id, orderId: Id, quantity: number, at?: Date): Promise<boolean> {
  const hold = at ? { orderId, quantity, at } : { orderId, quantity };
  // findOneAndUpdate for the local server's sake (see takeIntoHolds): the same one conditional write.
  const before = await (
    await productsCollection()
  ).findOneAndUpdate(
    { _id: productId, holds: { $elemMatch: hold } },
    { $inc: { quantity }, $pull: { holds: hold } },
    { projection: { _id: 1 } },
  );
  return before !== null;
}

/** A paid order's hold becomes a sale: the units stay out of stock, the hold goes. */
export async function settleHold(productId: Id, orderId: Id): Promise<boolean> {
  // findOneAndUpdate for the local server's sake (see takeIntoHolds): the same one conditional write.
  const before = await (
    await productsCollection()
  ).findOneAndUpdate(
    { _id: productId, 'holds.orderId': orderId },
    { $pull: { holds: { orderId } } },
    { projection: { _id: 1 } },
  );
  return before !== null;
}

/** settleHold for every part of one order, LINES_AT_ONCE at a time. */
export async function settleHolds(orderId: Id, productIds: readonly Id[]): Promise<void> {
  const limit = pLimit(LINES_AT_ONCE);
  await Promise.all(productIds.map((productId) => limit(() => settleHold(productId, orderId))));
}

export async function hasHold(productId: Id, orderId: Id): Promise<boolean> {
  return (
    (await (
      await productsCollection()
    ).countDocuments({ _id: productId, 'holds.orderId': orderId }, { limit: 1 })) > 0
  );
}

/** Units leaving the books (a paid order deleted) or arriving (a restock, see admin-products). */
export async function adjustReceived(productId: Id, delta: number): Promise<void> {
  await (await productsCollection()).updateOne({ _id: productId }, { $inc: { received: delta } });
}

/** Products with holds placed before `cutoff`, holds only (the reconciliation's input). */
export async function* productsWithHoldsBefore(cutoff: Date) {
  const cursor = (await productsCollection())
    .find({ 'holds.at': { $lt: cutoff } }, { projection: { holds: 1 } })
    .batchSize(200);
  try {
    for await (const doc of cursor) yield doc as Pick<ProductDoc, '_id'> & { holds: Hold[] };
  } finally {
    await cursor.close();
  }
}

/** The holds on these products (missing products are absent). */
export async function holdsOn(productIds: Id[]): Promise<Map<string, Hold[]>> {
  const found = await (
    await productsCollection()
  )
    .find({ _id: { $in: productIds } }, { projection: { holds: 1 } })
    .toArray();
  return new Map(found.map((product) => [product._id.toHexString(), product.holds ?? []]));
}

/**
 * A refund's cancelled units back on hand, once: the product keeps a mark naming the refund, so a
 * repeat (after a crash, or by a racing sweep or webhook) adds nothing. The marks stay: they are
 * the books' record of units sold and returned (lib/orders/stock-check.ts), one per refund of the
 * part, and no read for display loads them. True for the one call that moved them.
 */
export async function restockOnce(
  productId: Id,
  orderId: Id,
  refundId: Id,
  quantity: number,
): Promise<boolean> {
  const result = await (
    await productsCollection()
  ).updateOne(
    { _id: productId, 'restocks.refundId': { $ne: refundId } },
    {
      $inc: { quantity },
      $push: { restocks: { refundId, orderId, quantity } },
      $set: { updatedAt: new Date() },
    },
  );
  return result.modifiedCount === 1;
}
