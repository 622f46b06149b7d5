import 'server-only';
import type { Filter, ObjectId } from 'mongodb';
import type { OrderStatus, StockState } from '@/lib/orders/states';
import { getDb } from './client';

export type { OrderStatus };

export type OrderDoc = {
  _id: ObjectId;
  customerName: string;
  customerEmail: string;
  phoneNumber: string;
  productId: ObjectId;
  /** Name and price as they were when ordered: later catalog edits do not rewrite orders. */
  productName: string;
  productQuantity: number;
  unitPriceCents: number;
  totalCents: number;
  paid: boolean;
  status: OrderStatus;
  /** Where the ordered units are (lib/orders/states.ts). */
  stock: StockState;
  /** Until when an unpaid order holds its stock. */
  holdUntil: Date;
  /** When its current hold was taken: names that hold on the product (lib/db/stock.ts). */
  holdTakenAt?: Date;
  /** Set when starting a payment used the hold's one extension (PAYMENT_HOLD_MINUTES). */
  holdExtended?: boolean;
  transactionId?: string;
  /** The payment in progress (or that paid it). */
  paymentIntentId?: string;
  /** Every payment started for this order, so all open ones can be cancelled with it. */
  paymentIntentIds?: string[];
  createdAt: Date;
  paidAt?: Date;
  shippedAt?: Date;
  expiredAt?: Date;
};

export async function ordersCollection() {
  return (await getDb()).collection<OrderDoc>('orders');
}

/** Which of these emails belong to customers with at least one paid order. */
export async function emailsWithPaidOrders(emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const found = await (
    await ordersCollection()
  ).distinct('customerEmail', { customerEmail: { $in: emails }, paid: true });
  return new Set(found);
}

export type OrderListFilter = {
  customerEmail?: string;
  status?: OrderStatus;
  from?: Date;
  /** Exclusive. */
  to?: Date;
};

export function orderFilter({ customerEmail, status, from, to }: OrderListFilter): Filter<OrderDoc> {
  const filter: Filter<OrderDoc> = {};
  if (customerEmail) filter.customerEmail = customerEmail;
  if (status) filter.status = status;
  if (from || to) filter.createdAt = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
  return filter;
}

/** One page, newest first (ties broken by id, so pages never overlap), and the total. */
export async function findOrderPage(filter: OrderListFilter, skip: number, limit: number) {
  const orders = await ordersCollection();
  const query = orderFilter(filter);
  const [rows, total] = await Promise.all([
    orders.find(query).sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    // Unfiltered, the collection's own count: counting 100,000 documents one by one is not needed.
    Object.keys(query).length === 0 ? orders.estimatedDocumentCount() : orders.countDocuments(query),
  ]);
  return { rows, total };
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
): AsyncGenerator<Pick<OrderDoc, Field>> {
  const cursor = (await ordersCollection())
    .find(orderFilter(filter), { projection: Object.fromEntries(fields.map((field) => [field, 1])) })
    .sort({ createdAt: -1, _id: -1 })
    .batchSize(STREAM_BATCH);
  try {
    for await (const doc of cursor) yield doc as Pick<OrderDoc, Field>;
  } finally {
    await cursor.close();
  }
}

/**
 * Open orders: unpaid ones, each holding stock until the sweep (or a lazy release) ends a lapsed
 * hold. What MAX_OPEN_ORDERS counts.
 */
export async function countOpenOrders(customerEmail: string): Promise<number> {
  return (await ordersCollection()).countDocuments({ customerEmail, status: 'unpaid' });
}

/** Ids of a part's orders not paid yet (unpaid or expired), a batch at a time. */
export async function* unpaidOrderIdsOf(productId: ObjectId): AsyncGenerator<ObjectId> {
  const cursor = (await ordersCollection())
    .find({ productId, status: { $in: ['unpaid', 'expired'] } }, { projection: { _id: 1 } })
    .batchSize(STREAM_BATCH);
  try {
    for await (const doc of cursor) yield doc._id;
  } finally {
    await cursor.close();
  }
}
