import 'server-only';
import type { Filter } from 'mongodb';
import type { Id } from '@/lib/db';
import { COUNTED_RETURNS, RETURN_MOVES, type ReturnMove, type ReturnStatus } from '@/lib/model';
import { returnsCollection } from './collections';
import type { ReturnDoc } from './returns-doc';

/** An order's returns at most (each asks for at least a unit; a page lists them all). */
export const RETURNS_PER_ORDER = 100;

export async function insertReturn(doc: ReturnDoc): Promise<void> {
  await (await returnsCollection()).insertOne(doc);
}

export async function findReturn(id: Id): Promise<ReturnDoc | null> {
  return (await returnsCollection()).findOne({ _id: id });
}

/** An order's returns, oldest first (bounded: RETURNS_PER_ORDER). */
export async function returnsOfOrder(orderId: Id): Promise<ReturnDoc[]> {
  return (await returnsCollection())
    .find({ orderId })
    .sort({ requestedAt: 1, _id: 1 })
    .limit(RETURNS_PER_ORDER)
    .toArray();
}

/** Units of each part (hex id) an order's returns that still count take back. */
export async function unitsReturned(orderId: Id): Promise<Map<string, number>> {
  const returns = await (
    await returnsCollection()
  )
    .find({ orderId, status: { $in: [...COUNTED_RETURNS] } }, { projection: { lines: 1 } })
    .limit(RETURNS_PER_ORDER)
    .toArray();
  const units = new Map<string, number>();
  for (const one of returns)
    for (const line of one.lines) {
      const key = line.productId.toHexString();
      units.set(key, (units.get(key) ?? 0) + line.quantity);
    }
  return units;
}

/** How many returns an order has (RETURNS_PER_ORDER bounds them). */
export async function countReturnsOf(orderId: Id): Promise<number> {
  return (await returnsCollection()).countDocuments({ orderId });
}

/**
 * Moves a return as RETURN_MOVES says, only from a state the move leaves, with what the move sets
 * and the mail it owes in the same write. The return as it then is, or null (it had moved already).
 */
export async function moveReturn(
  id: Id,
  move: ReturnMove,
  set: Partial<ReturnDoc>,
  mail?: string,
): Promise<ReturnDoc | null> {
  const { from, to } = RETURN_MOVES[move];
  return (await returnsCollection()).findOneAndUpdate(
    { _id: id, status: { $in: [...from] as ReturnStatus[] } },
    { $set: { ...set, status: to }, ...(mail ? { $addToSet: { mailToSend: mail } } : {}) },
    { returnDocument: 'after' },
  );
}

/** Its mail `cause` is in the outbox: no longer owed. */
export async function mailRecorded(id: Id, cause: string): Promise<void> {
  await (await returnsCollection()).updateOne({ _id: id }, { $pull: { mailToSend: cause } });
}

/** One page of returns for the Returns screen, newest first, in one state or all. */
export async function pageOfReturns(
  status: ReturnStatus | null,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ items: ReturnDoc[]; total: number }> {
  const filter: Filter<ReturnDoc> = status ? { status } : {};
  const collection = await returnsCollection();
  const [items, total] = await Promise.all([
    collection
      .find(filter, { projection: { mailToSend: 0 } })
      .sort({ requestedAt: -1, _id: -1 })
      .skip(skip)
      .limit(limit)
      .toArray(),
    collection.countDocuments(filter),
  ]);
  return { items, total };
}
