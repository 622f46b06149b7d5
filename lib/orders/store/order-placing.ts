import 'server-only';
import { owing } from './order-mail-owed';
import { spendChanged } from './order-spend';
import type { Id } from '@/lib/db';
import type { OrderDoc } from './orders-doc';
import { orders, move, BATCH } from './orders';

// Placing an order: written `placing`, then unpaid once its hold is on the parts (lib/orders/place.ts), or ended; and a placement revived to take stock again for a payment.

/**
 * placing → unpaid once the hold taken at `takenAt` is on the product, with what the order took
 * from it (name, number, price); true for the one call that did it. A placement the reconciliation
 * ended meanwhile (it took too long) stays ended.
 */
export async function confirmPlaced(
  id: Id,
  takenAt: Date,
  fields: Partial<Pick<OrderDoc, 'lines' | 'totalCents' | 'charges'>>,
  mail?: string,
  countsSpend = false,
): Promise<boolean> {
  const confirmed = await (
    await orders()
  ).updateOne(
    { _id: id, status: move('confirm').from, holdTakenAt: takenAt },
    {
      $set: {
        ...fields,
        status: move('confirm').to,
        stock: 'held',
        ...(countsSpend ? spendChanged(new Date()) : {}),
      },
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
        ...spendChanged(now),
        ...(reopenQuote ? { reopenQuote: true } : {}),
      },
      // The request made no order: a retry with its key places one afresh.
      $unset: { requestKey: '' },
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
