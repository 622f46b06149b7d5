import 'server-only';
import pLimit from 'p-limit';
import { stockCollection } from './collections';
import type { Hold } from './stock-doc';
import type { Id } from '@/lib/db';

/**
 * Holds, each one atomic update of the part's stock document (never a transaction: decision 0004).
 * A hold records which order holds which units, so the books balance at every moment
 * (scripts/check-stock.ts):
 *
 *   onHand + Σ holds (unpaid orders) + units of paid orders = received
 *
 * where a paid order's units leave out those a refund cancelled and put back on hand. `received`
 * moves only when stock is received (./stock.ts, restock).
 */

/**
 * Takes `quantity` units into a hold for `orderId` if that many are on hand (and the order holds
 * none yet), stamped `now`: the order keeps that stamp (`holdTakenAt`) to release exactly this
 * hold later. True for the one call that took them.
 */
export async function takeIntoHold(
  productId: Id,
  orderId: Id,
  quantity: number,
  now = new Date(),
): Promise<boolean> {
  // findOneAndUpdate rather than updateOne for the local server's sake (see takeIntoHolds).
  const before = await (
    await stockCollection()
  ).findOneAndUpdate(
    { _id: productId, onHand: { $gte: quantity }, 'holds.orderId': { $ne: orderId } },
    {
      $inc: { onHand: -quantity },
      $push: { holds: { orderId, quantity, at: now } },
      $set: { updatedAt: now },
    },
    { projection: { _id: 1 } },
  );
  return before !== null;
}

/** One line's units for takeIntoHolds and releaseHolds. */
type Units = { productId: Id; quantity: number };

/**
 * How many of one order's lines move at once: a 1,000-line order's holds are not 1,000 writes in
 * a row, nor 1,000 at once on a shared database (a bulk write would do, but see below).
 */
const LINES_AT_ONCE = 8;

/**
 * takeIntoHold for every line of an order, LINES_AT_ONCE at a time. Answers the parts whose units
 * were taken, by id (hex); a line missing from it found too little stock.
 *
 * Each line stays its own findOneAndUpdate rather than one bulk write of updates: the local
 * server (mongo-java-server) answers an update whose filter holds more than the _id by scanning
 * the collection (125 ms a line at 50,000 parts), a findAndModify through the _id index (1.5 ms).
 */
export async function takeIntoHolds(orderId: Id, lines: readonly Units[], now: Date): Promise<Set<string>> {
  const limit = pLimit(LINES_AT_ONCE);
  const taken = await Promise.all(
    lines.map((line) => limit(() => takeIntoHold(line.productId, orderId, line.quantity, now))),
  );
  return new Set(lines.flatMap((line, i) => (taken[i] ? [line.productId.toHexString()] : [])));
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
    await stockCollection()
  ).findOneAndUpdate(
    { _id: productId, holds: { $elemMatch: hold } },
    { $inc: { onHand: quantity }, $pull: { holds: hold } },
    { projection: { _id: 1 } },
  );
  return before !== null;
}

/** A paid order's hold becomes a sale: the units stay out of stock, the hold goes. */
export async function settleHold(productId: Id, orderId: Id): Promise<boolean> {
  // findOneAndUpdate for the local server's sake (see takeIntoHolds): the same one conditional write.
  const before = await (
    await stockCollection()
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
      await stockCollection()
    ).countDocuments({ _id: productId, 'holds.orderId': orderId }, { limit: 1 })) > 0
  );
}

/** Parts with holds placed before `cutoff`, holds only (the reconciliation's input). */
export async function* partsWithHoldsBefore(cutoff: Date) {
  const cursor = (await stockCollection())
    .find({ 'holds.at': { $lt: cutoff } }, { projection: { holds: 1 } })
    .batchSize(200);
  try {
    for await (const doc of cursor) yield doc as { _id: Id; holds: Hold[] };
  } finally {
    await cursor.close();
  }
}

/** The holds on these parts (parts without stock are absent). */
export async function holdsOn(productIds: Id[]): Promise<Map<string, Hold[]>> {
  const found = await (
    await stockCollection()
  )
    .find({ _id: { $in: productIds } }, { projection: { holds: 1 } })
    .toArray();
  return new Map(found.map((stock) => [stock._id.toHexString(), stock.holds ?? []]));
}
