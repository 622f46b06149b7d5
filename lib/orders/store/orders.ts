import 'server-only';
import { MongoServerError } from 'mongodb';
import {
  AppError,
  ORDER_NUMBER_SEQUENCE,
  ORDER_TRANSITIONS,
  PAID_STATUSES,
  type OrderTransition,
  type StoredOrderStatus,
} from '@/lib/model';
import { ordersCollection } from './collections';
import { insertNumbered, type Id } from '@/lib/db';
import type { OrderDoc } from './orders-doc';
export type { OrderLine, OrderDoc, RefundDoc, ShipmentDoc, ShownOrder } from './orders-doc';

/**
 * Orders: stored documents and their moves, each one query: here what every move shares; placing,
 * holds, payments, shipments and cancellations in the order-*.ts files beside it (the stock books'
 * reads in order-books.ts, the mail a move owes in order-mail-owed.ts). Transitions are conditional on the
 * state they leave (lib/orders/states.ts), so racing callers see each once.
 */

export const orders = ordersCollection;

/** The filter and the new status of a transition of the table (lib/model/order-status.ts). */
export const move = (name: OrderTransition) => {
  const { from, to } = ORDER_TRANSITIONS[name];
  // A move whose `to` is null (a partial refund) leaves the status as it was: nothing to set.
  return {
    from: { $in: [...from] } as { $in: StoredOrderStatus[] },
    to: (to ?? undefined) as StoredOrderStatus,
  };
};

/** A count a write expects to find: 0 is a count never written. */
export const expecting = (count: number) => (count === 0 ? { $exists: false } : count);

/** Orders per round trip when they are walked in the background (the sweep). */
export const BATCH = 500;

/** A duplicate of the request-key index (the local server's error names the index only in its text). */
const isRequestKeyTaken = (error: unknown) =>
  error instanceof MongoServerError && error.code === 11000 && /\brequestKey_1\b/.test(error.message);

const REQUEST_RUNNING = 'This order is still being placed. Please wait a moment and try again.';

/**
 * A new order, written `placing` before any stock is taken for it (lib/orders/place.ts), with the
 * next number of the `order` counter (never one given before: lib/db/counters.ts).
 */
export async function insertNumberedOrder(order: Omit<OrderDoc, 'number'>): Promise<OrderDoc> {
  return insertNumbered(await orders(), ORDER_NUMBER_SEQUENCE, order, (error) => {
    // Two runs of one request at once (its first runner's lease lapsed while it still ran).
    if (isRequestKeyTaken(error)) throw new AppError('conflict', REQUEST_RUNNING);
  });
}

/** The order a request with this Idempotency-Key placed (lib/idempotency), if it placed one. */
export async function findOrderByRequestKey(requestKey: string): Promise<OrderDoc | null> {
  return (await orders()).findOne({ requestKey });
}

export async function findOrder(id: Id): Promise<OrderDoc | null> {
  return (await orders()).findOne({ _id: id });
}

/** The order with this number (SO-000123 is 123): the unique `number` index finds it. */
export async function findOrderByNumber(orderNumber: number): Promise<OrderDoc | null> {
  return (await orders()).findOne({ number: orderNumber });
}

/** Which of these emails belong to customers with at least one paid order. */
export async function emailsWithPaidOrders(emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const found = await (
    await orders()
  ).distinct('customerEmail', {
    customerEmail: { $in: emails },
    status: { $in: [...PAID_STATUSES] },
  });
  return new Set(found);
}

/**
 * Open orders: unpaid ones, each holding stock until the sweep (or a lazy release) ends a lapsed
 * hold, and those being placed. What MAX_OPEN_ORDERS counts.
 */
export async function countOpenOrders(customerEmail: string): Promise<number> {
  return (await orders()).countDocuments({ customerEmail, status: { $in: ['unpaid', 'placing'] } });
}
