import 'server-only';
import type { Filter } from 'mongodb';
import type { Id } from '@/lib/db';
import { ordersCollection } from './collections';
import type { OrderDoc } from './orders-doc';

/** What settling an order's share of its buyer's spend reads of it (lib/orders/spend-ledger.ts). */
export type SpendState = Pick<
  OrderDoc,
  | '_id'
  | 'company'
  | 'customerEmail'
  | 'createdAt'
  | 'status'
  | 'totalCents'
  | 'refunds'
  | 'spendCounted'
  | 'spendMove'
  | 'spendDue'
>;

const SPEND_STATE = {
  company: 1,
  customerEmail: 1,
  createdAt: 1,
  status: 1,
  totalCents: 1,
  refunds: 1,
  spendCounted: 1,
  spendMove: 1,
  spendDue: 1,
} as const;

export async function readSpendState(id: Id): Promise<SpendState | null> {
  return (await ordersCollection()).findOne<SpendState>({ _id: id }, { projection: SPEND_STATE });
}

/** The order's share as written: 0 is also never written (null matches a missing field). */
const counted = (cents: number): Filter<OrderDoc>['spendCounted'] =>
  cents === 0 ? ({ $in: [0, null] } as Filter<OrderDoc>['spendCounted']) : cents;

/** Step 1 of a move: the order says where its share goes, if it still holds `from` and no move is under way. */
export async function beginSpendMove(id: Id, move: { from: number; to: number }): Promise<boolean> {
  const begun = await (
    await ordersCollection()
  ).updateOne(
    { _id: id, spendCounted: counted(move.from), spendMove: { $exists: false } },
    { $set: { spendMove: move } },
  );
  return begun.modifiedCount === 1;
}

/** Step 3: the total holds the move (step 2): the order's share is its `to`. */
export async function endSpendMove(id: Id, move: { from: number; to: number }): Promise<void> {
  await (
    await ordersCollection()
  ).updateOne(
    { _id: id, 'spendMove.from': move.from, 'spendMove.to': move.to },
    { $set: { spendCounted: move.to }, $unset: { spendMove: '' } },
  );
}

/** Settled as of `due` (no move since): the order leaves the sweep's list; false if one came meanwhile. */
export async function clearSpendDue(id: Id, due: Date): Promise<boolean> {
  const cleared = await (
    await ordersCollection()
  ).updateOne({ _id: id, spendDue: due, spendMove: { $exists: false } }, { $unset: { spendDue: '' } });
  return cleared.modifiedCount === 1;
}

/** Marks an order's share as possibly changed, in the write of the move that changed it. */
export const spendChanged = (now: Date) => ({ spendDue: now });

/** Orders whose share is not settled (a crash came between their move and its settling), a few at a time. */
export async function spendDueOrders(before: Date, limit: number): Promise<Id[]> {
  const due = await (
    await ordersCollection()
  )
    .find({ spendDue: { $lt: before } }, { projection: { _id: 1 } })
    // The longest waiting first: a move a crash left is finished long before its key is forgotten.
    .sort({ spendDue: 1 })
    .limit(limit)
    .toArray();
  return due.map((order) => order._id);
}

/** Company orders and what their buyer's period totals hold for them (the books check). */
export async function* spendShares(): AsyncGenerator<SpendState> {
  yield* (await ordersCollection()).find<SpendState>(
    { 'company.id': { $exists: true } },
    { projection: SPEND_STATE },
  );
}
