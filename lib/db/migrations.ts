import 'server-only';
import type { Db } from 'mongodb';
import { env } from '@/lib/env';
import { searchFields } from '@/lib/model';
import type { SinglePartOrder, StoredPart } from './stored-shapes';
import { aloneUnderLock, BATCH, updateInBatches } from './migration-steps';
import { quotesIntoLines } from './quote-lines-migration';
import { grandfatherAddresses } from './address-migration';
import { recordBuyerIds } from './buyer-id-migration';
import { stockApart } from './stock-migration';
import { numberPartsOnce } from './part-number-migration';
import { numberOrders, numberQuotes } from './number-migration';
import { recordWholeAcceptances } from './quote-acceptance-migration';

type MigrationDoc = { _id: string; at: Date };

/**
 * Orders placed before stock holds existed took their stock without recording a hold: they get
 * one (and a hold deadline counted from when they were placed), paid ones are marked sold, and
 * every product gets the `received` its books then balance with. Each step is conditional, so
 * instances starting together may all run it; a marker skips it afterwards.
 */
async function stockHolds(db: Db): Promise<void> {
  // Older than lines (ordersIntoLines runs after this): one part per order.
  const orders = db.collection<SinglePartOrder>('orders');
  const products = db.collection<StoredPart>('products');
  const holdMs = env().ORDER_HOLD_MINUTES * 60_000;
  for await (const order of orders.find({ stock: { $exists: false } })) {
    if (order.status === 'unpaid') {
      await products.updateOne(
        { _id: order.productId, 'holds.orderId': { $ne: order._id } },
        { $push: { holds: { orderId: order._id, quantity: order.productQuantity, at: order.createdAt } } },
      );
      await orders.updateOne(
        { _id: order._id, stock: { $exists: false } },
        { $set: { stock: 'held', holdUntil: new Date(order.createdAt.getTime() + holdMs) } },
      );
    } else {
      await orders.updateOne({ _id: order._id, stock: { $exists: false } }, { $set: { stock: 'taken' } });
    }
  }
  const sold = await orders
    .aggregate<{ _id: StoredPart['_id']; units: number }>([
      // Orders of one part, as they were stored then (orders with lines have no top-level productId).
      { $match: { stock: 'taken', productId: { $exists: true } } },
      { $group: { _id: '$productId', units: { $sum: '$productQuantity' } } },
    ])
    .toArray();
  const soldBy = new Map(sold.map((row) => [row._id.toHexString(), row.units]));
  for await (const product of products.find(
    { received: { $exists: false } },
    { projection: { quantity: 1, holds: 1 } },
  )) {
    const held = (product.holds ?? []).reduce((sum, hold) => sum + hold.quantity, 0);
    const received = product.quantity + held + (soldBy.get(product._id.toHexString()) ?? 0);
    await products.updateOne({ _id: product._id, received: { $exists: false } }, { $set: { received } });
  }
}

/** One review per customer: the newest of each customer's reviews stays, then the unique index. */
async function oneReviewPerCustomer(db: Db): Promise<void> {
  const reviews = db.collection('reviews');
  const groups = reviews.aggregate<{ _id: string; ids: unknown[] }>([
    { $sort: { createdAt: -1, _id: -1 } },
    { $group: { _id: '$email', ids: { $push: '$_id' } } },
  ]);
  for await (const group of groups) {
    if (group.ids.length > 1) await reviews.deleteMany({ _id: { $in: group.ids.slice(1) as never[] } });
  }
  await reviews.createIndex({ email: 1 }, { unique: true });
}

/** Indexes that the sort-shaped ones of indexes.ts replaced (they only slow writes down now). */
const SUPERSEDED_INDEXES: [string, string[]][] = [
  ['products', ['createdAt_1', 'nameLower_1', 'priceCents_1']],
  ['orders', ['customerEmail_1_createdAt_-1', 'createdAt_-1', 'status_1_createdAt_-1']],
  ['reviews', ['createdAt_-1']],
  ['audit', ['at_-1', 'action_1_at_-1', 'actor_1_at_-1']],
];

async function dropSupersededIndexes(db: Db): Promise<void> {
  for (const [collection, names] of SUPERSEDED_INDEXES) {
    const existing = new Set((await db.collection(collection).indexes()).map((index) => index.name));
    for (const name of names) if (existing.has(name)) await db.collection(collection).dropIndex(name);
  }
}

/**
 * Every order from before orders had lines becomes a one-line order (issue 25): its part's fields
 * move into `lines[0]`. Batched (one unordered bulk write per BATCH orders, each update conditional
 * on the order having no lines yet, so it is safe to repeat) and run by one instance at a time;
 * false when another instance is at it (this one does not record it done).
 */
async function ordersIntoLines(db: Db): Promise<boolean> {
  const orders = db.collection<SinglePartOrder>('orders');
  const unlined = { lines: { $exists: false } } as const;
  if ((await orders.countDocuments(unlined, { limit: 1 })) === 0) return true;
  return aloneUnderLock(db, 'migration:order-lines', async () => {
    const cursor = orders
      .find(unlined, {
        projection: {
          productId: 1,
          productName: 1,
          partNumber: 1,
          productQuantity: 1,
          unitPriceCents: 1,
          totalCents: 1,
        },
      })
      .batchSize(BATCH);
    await updateInBatches(orders, cursor, (order) => ({
      updateOne: {
        filter: { _id: order._id, lines: { $exists: false } },
        update: {
          $set: {
            lines: [
              {
                productId: order.productId,
                name: order.productName,
                ...(order.partNumber ? { partNumber: order.partNumber } : {}),
                quantity: order.productQuantity,
                unitPriceCents: order.unitPriceCents,
                totalCents: order.totalCents,
              },
            ],
          },
          $unset: { productId: '', productName: '', partNumber: '', productQuantity: '', unitPriceCents: '' },
        } as never,
      },
    }));
  });
}

/**
 * Company orders placed before buyers' spend was kept as running totals (lib/orders/spend-ledger.ts)
 * are marked for the order sweep to settle their shares into them, a few hundred a pass. One
 * conditional write; instances starting together mark the same orders.
 */
async function spendTotalsFromOrders(db: Db): Promise<void> {
  await db.collection('orders').updateMany(
    {
      'company.id': { $exists: true },
      spendCounted: { $exists: false },
      spendDue: { $exists: false },
      status: { $nin: ['placing', 'cancelled'] },
    },
    { $set: { spendDue: new Date(0) } },
  );
}

/** Each runs once; one answering false was not done (another instance is at it) and runs again at the next start. */
const MIGRATIONS: [string, (db: Db) => Promise<boolean | void>][] = [
  ['2026-11-stock-holds', stockHolds],
  ['2026-11-one-review-per-customer', oneReviewPerCustomer],
  ['2026-11-sort-shaped-indexes', dropSupersededIndexes],
  ['2026-11-order-lines', ordersIntoLines],
  ['2026-11-quote-lines', quotesIntoLines],
  ['2026-12-grandfathered-addresses', grandfatherAddresses],
  ['2026-12-buyer-ids', recordBuyerIds],
  ['2026-12-stock-apart', stockApart],
  ['2026-12-order-numbers', numberOrders],
  ['2026-12-quote-numbers', numberQuotes],
  ['2026-12-quote-acceptances', recordWholeAcceptances],
  ['2026-12-spend-totals', spendTotalsFromOrders],
];

/**
 * Parts written before search existed get their search fields. Runs at every start (new parts
 * imported straight into the database may lack them too); idempotent and safe on several
 * instances at once (each update is conditional on the fields still missing); reads in batches.
 */
async function backfillSearchFields(db: Db): Promise<void> {
  const products = db.collection<StoredPart>('products');
  const cursor = products
    .find({ keywords: { $exists: false } }, { projection: { name: 1, description: 1 } })
    .batchSize(BATCH);
  await updateInBatches(products, cursor, (doc) => ({
    updateOne: {
      filter: { _id: doc._id, keywords: { $exists: false } },
      update: { $set: searchFields(doc) },
    },
  }));
}

/** Runs the data migrations not yet recorded as done (at connection time, see client.ts). */
export async function migrate(db: Db): Promise<void> {
  await backfillSearchFields(db);
  await numberPartsOnce(db);
  const done = db.collection<MigrationDoc>('migrations');
  for (const [id, run] of MIGRATIONS) {
    if (await done.findOne({ _id: id })) continue;
    if ((await run(db)) === false) continue;
    await done.updateOne({ _id: id }, { $setOnInsert: { at: new Date() } }, { upsert: true });
  }
}
