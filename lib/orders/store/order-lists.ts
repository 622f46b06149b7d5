import 'server-only';
import type { Filter } from 'mongodb';
import type { Id } from '@/lib/db';
import { HIDDEN_STATUSES, ORDER_STATUSES, type OrderStatus } from '@/lib/model';
import { ordersCollection } from './collections';
import type { OrderDoc, ShownOrder } from './orders-doc';

/** The orders lists read (Manage All Order, My Orders, the CSV export): a page, or a stream. */

const orders = ordersCollection;

export type OrderListFilter = {
  /** Its number (SO-000123 is 123): at most one order. */
  number?: number;
  customerEmail?: string;
  /** The orders bought for one company (its Company orders). */
  companyId?: Id;
  status?: OrderStatus;
  from?: Date;
  /** Exclusive. */
  to?: Date;
};

/** Orders the lists never show (lib/model/order-status.ts, isShown). */
const HIDDEN: Filter<OrderDoc> = { $or: [{ status: { $in: [...HIDDEN_STATUSES] } }, { withdrawn: true }] };

/** Lists show orders the screens may show (never one being placed, a cancelled or a withdrawn one). */
function orderFilter({
  number,
  customerEmail,
  companyId,
  status,
  from,
  to,
}: OrderListFilter): Filter<OrderDoc> {
  const filter: Filter<OrderDoc> = {
    status: status ?? { $in: [...ORDER_STATUSES] },
    withdrawn: { $ne: true },
  };
  if (number !== undefined) filter.number = number;
  if (customerEmail) filter.customerEmail = customerEmail;
  if (companyId) filter['company.id'] = companyId;
  if (from || to) filter.createdAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
  return filter;
}

/** One page, newest first (ties broken by id, so pages never overlap), and the total. */
export async function findOrderPage(filter: OrderListFilter, skip: number, limit: number) {
  const collection = await orders();
  const query = orderFilter(filter);
  const unfiltered = Object.values(filter).every((value) => value === undefined);
  const [rows, total] = await Promise.all([
    collection.find(query).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    // Unfiltered, the collection's own count less the few hidden orders (read off the status
    // index): counting 100,000 documents one by one is not needed.
    unfiltered
      ? Promise.all([collection.estimatedDocumentCount(), collection.countDocuments(HIDDEN)]).then(
          ([all, hidden]) => all - hidden,
        )
      : collection.countDocuments(query),
  ]);
  return { rows: rows as ShownOrder[], total };
}

// Documents per round trip of streamOrders: big enough to keep a 100,000-order export quick, small
// enough that few are alive at once.
const STREAM_BATCH = 500;

/**
 * Every matching order, newest first, one at a time, only the fields asked for (exports: never the
 * whole list in memory, and no more of each order than is written out).
 */
export async function* streamOrders<Field extends keyof OrderDoc>(
  filter: OrderListFilter,
  fields: readonly Field[],
): AsyncGenerator<Pick<ShownOrder, Field>> {
  const cursor = (await orders())
    .find(orderFilter(filter), { projection: Object.fromEntries(fields.map((field) => [field, 1])) })
    .sort({ createdAt: -1, _id: -1 })
    .batchSize(STREAM_BATCH);
  try {
    for await (const doc of cursor) yield doc as Pick<ShownOrder, Field>;
  } finally {
    await cursor.close();
  }
}
