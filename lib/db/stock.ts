import 'server-only';
import { productsCollection } from './collections';
import type { Hold, ProductDoc } from './products';
import type { Id } from './ids';

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
 * takeIntoHold for every line of an order in one round trip (each line its own conditional
 * update, as there): a 1,000-line order is one write, not 1,000 in a row. Answers the ids (hex)
 * of the parts whose units were taken; a bulk answer counts, it does not name, so when some were
 * not taken the parts holding this hold are read back.
 */
export async function takeIntoHolds(orderId: Id, lines: readonly Units[], now: Date): Promise<Set<string>> {
  if (lines.length === 0) return new Set();
  const products = await productsCollection();
  const taken = await products.bulkWrite(
    lines.map(({ productId, quantity }) => ({
      updateOne: {
        filter: { _id: productId, quantity: { $gte: quantity }, 'holds.orderId': { $ne: orderId } },
        update: {
          $inc: { quantity: -quantity },
          $push: { holds: { orderId, quantity, at: now } },
          $set: { updatedAt: now },
        },
      },
    })),
    { ordered: false },
  );
  const ids = lines.map((line) => line.productId);
  if (taken.modifiedCount === lines.length) return new Set(ids.map((id) => id.toHexString()));
  const holding = await products
    .find({ _id: { $in: ids }, holds: { $elemMatch: { orderId, at: now } } }, { projection: { _id: 1 } })
    .toArray();
  return new Set(holding.map((part) => part._id.toHexString()));
}

/** The parts as an order records them (name, number, price), read right after their units were held. */
export async function heldParts(ids: readonly Id[]): Promise<HeldPart[]> {
  if (ids.length === 0) return [];
  return (await productsCollection())
    .find(
      { _id: { $in: [...ids] } },
      { projection: { name: 1, partNumber: 1, priceCents: 1, priceBreaks: 1 } },
    )
    .toArray();
}

/**
 * releaseHold for many lines of one order, in one round trip; answers how many lines' units went
 * back (`at` names the hold exactly, as there, so a repeat returns none twice).
 */
export async function releaseHolds(orderId: Id, lines: readonly Units[], at?: Date): Promise<number> {
  if (lines.length === 0) return 0;
  const released = await (
    await productsCollection()
  ).bulkWrite(
    lines.map(({ productId, quantity }) => {
      const hold = at ? { orderId, quantity, at } : { orderId, quantity };
      return {
        updateOne: {
          filter: { _id: productId, holds: { $elemMatch: hold } },
          update: { $inc: { quantity }, $pull: { holds: hold } },
        },
      };
    }),
    { ordered: false },
  );
  return released.modifiedCount;
}

/**
 * Returns a hold's units to stock. True only for the one call that did it. `at` names one hold
 * exactly: a caller deciding from an earlier read (the sweep) must not release a newer hold the
 * same order has taken since (an expired order revived for payment).
 */
export async function releaseHold(productId: Id, orderId: Id, quantity: number, at?: Date): Promise<boolean> {
  const hold = at ? { orderId, quantity, at } : { orderId, quantity };
  const result = await (
    await productsCollection()
  ).updateOne(
    { _id: productId, holds: { $elemMatch: hold } },
    { $inc: { quantity }, $pull: { holds: hold } },
  );
  return result.modifiedCount === 1;
}

/** A paid order's hold becomes a sale: the units stay out of stock, the hold goes. */
export async function settleHold(productId: Id, orderId: Id): Promise<boolean> {
  const result = await (
    await productsCollection()
  ).updateOne({ _id: productId, 'holds.orderId': orderId }, { $pull: { holds: { orderId } } });
  return result.modifiedCount === 1;
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
