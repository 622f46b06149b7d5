import 'server-only';
import {
  ORDER_TRANSITIONS,
  PAID_STATUSES,
  type OrderTransition,
  type StockState,
  type StoredOrderStatus,
} from '@/lib/model';
import { ordersCollection } from './collections';
import { owing } from './order-mail-owed';
import type { Id } from '@/lib/db';
import type { OrderDoc, ShipmentDoc, ShownOrder } from './orders-doc';
export type { OrderLine, OrderDoc, RefundDoc, ShipmentDoc, ShownOrder } from './orders-doc';

/**
 * Orders: stored documents and their moves, each one query (the stock books' reads are in
 * order-books.ts, the mail a move owes in order-mail-owed.ts). Transitions are conditional on the
 * state they leave (lib/orders/states.ts), so racing callers see each once.
 */

const orders = ordersCollection;

/** The filter and the new status of a transition of the table (lib/model/order-status.ts). */
const move = (name: OrderTransition) => {
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
const BATCH = 500;

/** A new order, written `placing` before any stock is taken for it (lib/orders/place.ts). */
export async function insertOrder(order: OrderDoc): Promise<void> {
  await (await orders()).insertOne(order);
}

export async function findOrder(id: Id): Promise<OrderDoc | null> {
  return (await orders()).findOne({ _id: id });
}

/**
 * placing → unpaid once the hold taken at `takenAt` is on the product, with what the order took
 * from it (name, number, price); true for the one call that did it. A placement the reconciliation
 * ended meanwhile (it took too long) stays ended.
 */
export async function confirmPlaced(
  id: Id,
  takenAt: Date,
  fields: Partial<Pick<OrderDoc, 'lines' | 'totalCents'>>,
  mail?: string,
): Promise<boolean> {
  const confirmed = await (
    await orders()
  ).updateOne(
    { _id: id, status: move('confirm').from, holdTakenAt: takenAt },
    {
      $set: { ...fields, status: move('confirm').to, stock: 'held' },
      $unset: { revival: '', expiredAt: '' },
      ...owing(mail),
    },
  );
  return confirmed.modifiedCount === 1;
}

/**
 * A placement that did not finish (no stock, a lost race, a crash): a new order is cancelled, an
 * expired one that was taking its stock again is expired again. Answers which, or null when the
 * placement had already finished or ended.
 */
export async function endPlacing(
  id: Id,
  takenAt: Date,
  now: Date,
  reopenQuote: boolean,
): Promise<'expired' | 'cancelled' | null> {
  const collection = await orders();
  const placing = { _id: id, holdTakenAt: takenAt };
  const expired = await collection.updateOne(
    { ...placing, status: move('abandonRevival').from, revival: true },
    {
      $set: { status: move('abandonRevival').to, stock: 'released', expiredAt: now },
      $unset: { revival: '' },
    },
  );
  if (expired.modifiedCount === 1) return 'expired';
  const cancelled = await collection.updateOne(
    { ...placing, status: move('abandon').from, revival: { $ne: true } },
    {
      $set: {
        status: move('abandon').to,
        stock: 'released',
        cancelledAt: now,
        cancelledBy: 'system',
        cancelReason: 'not placed',
        ...(reopenQuote ? { reopenQuote: true } : {}),
      },
    },
  );
  return cancelled.modifiedCount === 1 ? 'cancelled' : null;
}

/**
 * A new order's placement that took no stock (there was none): the order goes again, as if never
 * written; true when it did. Not once anything may be held for it, nor for an expired order
 * taking its stock again (endPlacing).
 */
export async function deleteUnheldPlacing(id: Id, takenAt: Date): Promise<boolean> {
  const deleted = await (
    await orders()
  ).deleteOne({ _id: id, status: 'placing', holdTakenAt: takenAt, revival: { $ne: true } });
  return deleted.deletedCount === 1;
}

/** Placements older than `cutoff` that never finished (their process died, or the database did). */
export async function* stalePlacings(
  cutoff: Date,
): AsyncGenerator<Pick<OrderDoc, '_id' | 'lines' | 'quoteId' | 'holdTakenAt'>> {
  const cursor = (await orders())
    .find(
      { status: 'placing', holdTakenAt: { $lt: cutoff } },
      { projection: { _id: 1, lines: 1, quoteId: 1, holdTakenAt: 1 } },
    )
    .batchSize(BATCH);
  try {
    for await (const order of cursor) yield order;
  } finally {
    await cursor.close();
  }
}

/** expired → placing, to take its stock again at `takenAt` for a payment (until `until`); true once. */
export async function revivePlacing(id: Id, takenAt: Date, until: Date): Promise<boolean> {
  const revived = await (
    await orders()
  ).updateOne(
    { _id: id, status: move('revive').from },
    {
      $set: {
        status: move('revive').to,
        revival: true,
        holdTakenAt: takenAt,
        holdUntil: until,
        holdExtended: true,
      },
    },
  );
  return revived.modifiedCount === 1;
}

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

/**
 * Cancels the order by `by` for `reason` (`cancel`, or `cancelPaid` for a paid one); answers the
 * order as it was, or null when it was no longer in a state that move leaves. A paid order keeps
 * `stock: 'taken'` (its units stay sold: the books need no second write) and is never cancelled
 * once an invoice was issued or is being issued for it (lib/orders/store/invoice-numbers.ts claims the order first).
 */
export async function cancelOrderFrom(
  id: Id,
  transition: 'cancel' | 'cancelPaid',
  cancel: { by: string; reason?: string; now: Date; reopenQuote: boolean },
): Promise<OrderDoc | null> {
  const paid = transition === 'cancelPaid';
  const { from, to } = move(transition);
  return (await orders()).findOneAndUpdate(
    {
      _id: id,
      status: from,
      // The states lib/orders/deletable.ts refuses, for a change racing its check: invoiced, being
      // invoiced, or refunded (a credit note is kept as issued).
      ...(paid
        ? {
            invoiceNumber: { $exists: false },
            invoiceClaimAt: { $exists: false },
            'refunds.0': { $exists: false },
          }
        : {}),
    },
    {
      $set: {
        status: to,
        ...(paid ? {} : { stock: 'released' as const }),
        cancelledAt: cancel.now,
        cancelledBy: cancel.by,
        ...(cancel.reason ? { cancelReason: cancel.reason } : {}),
        ...(cancel.reopenQuote ? { reopenQuote: true } : {}),
      },
      $unset: { withdrawn: '' },
      // A paid order's end is told with its refund.
      ...owing(paid ? undefined : 'order-cancelled'),
    },
    { returnDocument: 'before' },
  );
}

/** A cancelled order's offer is open again (lib/orders/after-cancel.ts): its mark goes. */
export async function clearReopenQuote(id: Id): Promise<void> {
  await (await orders()).updateOne({ _id: id }, { $unset: { reopenQuote: '' } });
}

/** Cancelled orders whose accepted offer was not opened again yet (a crash came between). */
export async function* ordersReopeningQuotes(limit: number): AsyncGenerator<OrderDoc> {
  const cursor = (await orders()).find({ reopenQuote: true }).limit(limit);
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

/** Records a payment started for an unpaid order; false when it is no longer unpaid. */
export async function linkPaymentIntent(id: Id, intentId: string): Promise<boolean> {
  const linked = await (
    await orders()
  ).updateOne(
    { _id: id, status: 'unpaid' },
    { $set: { paymentIntentId: intentId }, $addToSet: { paymentIntentIds: intentId } },
  );
  return linked.matchedCount === 1;
}

/**
 * `from` (one of the `pay` transition's: unpaid, expired, or placing again) → paid by
 * `transactionId`, with the stock state that follows; true for the one call that did it.
 */
export async function markOrderPaidFrom(
  id: Id,
  from: (typeof ORDER_TRANSITIONS.pay.from)[number],
  transactionId: string,
  stock: StockState,
): Promise<boolean> {
  const paid = await (
    await orders()
  ).updateOne(
    { _id: id, status: from },
    {
      $set: {
        paid: true,
        status: move('pay').to,
        transactionId,
        paymentIntentId: transactionId,
        paidAt: new Date(),
        stock,
      },
      $unset: { withdrawn: '', revival: '' },
      ...owing('order-paid'),
    },
  );
  return paid.modifiedCount === 1;
}

/**
 * A shipment of a paid order, written only if the order still has the shipments and refunds it had
 * when read (so two admins cannot both send the same units, nor send units a refund cancels): paid
 * or partly shipped → partly shipped, or → shipped when it sends the last units. The order as it
 * now is, or null.
 */
export async function addShipment(
  id: Id,
  seen: { shipments: number; refunds: number },
  shipment: ShipmentDoc,
  last: boolean,
): Promise<ShownOrder | null> {
  const transition = move(last ? 'ship' : 'shipPart');
  const count = seen.shipments;
  // Read back after the write: returnDocument 'after' may carry a racing update on the local server.
  const written = await (
    await orders()
  ).updateOne(
    {
      _id: id,
      // The ship moves start only from statuses of a released order (lib/model/settlement.ts).
      status: transition.from,
      shipmentCount: expecting(count),
      refundCount: expecting(seen.refunds),
    },
    {
      $push: { shipments: shipment },
      ...owing(`order-shipped:${count + 1}`),
      $set: {
        status: transition.to,
        shipmentCount: count + 1,
        ...(last ? { shippedAt: shipment.shippedAt } : {}),
      },
    },
  );
  return written.modifiedCount === 1 ? ((await findOrder(id)) as ShownOrder | null) : null;
}

/** shipped → delivered; false when the order was not (or no longer) shipped. */
export async function markOrderDelivered(id: Id, at: Date, mail?: string): Promise<boolean> {
  const transition = move('deliver');
  const written = await (
    await orders()
  ).updateOne(
    { _id: id, status: transition.from },
    { $set: { status: transition.to, deliveredAt: at }, ...owing(mail) },
  );
  return written.modifiedCount === 1;
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

/** A deleted part's orders that nobody paid are marked for the sweep to cancel; answers how many. */
export async function withdrawOrdersOf(productId: Id): Promise<number> {
  const marked = await (
    await orders()
  ).updateMany(
    { 'lines.productId': productId, status: { $in: ['placing', 'unpaid', 'expired'] } },
    { $set: { withdrawn: true } },
  );
  return marked.modifiedCount;
}

/** Orders of deleted parts still waiting to be cancelled, at most `limit`. */
export async function* withdrawnOrders(limit: number): AsyncGenerator<OrderDoc> {
  const cursor = (await orders())
    .find({ withdrawn: true, status: { $in: ['unpaid', 'expired'] } })
    .limit(limit)
    .batchSize(BATCH);
  try {
    for await (const order of cursor) yield order;
  } finally {
    await cursor.close();
  }
}
