import 'server-only';
import { MongoServerError } from 'mongodb';
import { collection } from '@/lib/db';

type CounterDoc = { _id: string; count: number; expiresAt: Date };

const counters = collection<CounterDoc>('rate_counters');

/** One more hit in a window's counter, created on its first hit; the count before it. */
async function increment(_id: string, expiresAt: Date): Promise<number> {
  const collection = await counters();
  const update = { $inc: { count: 1 }, $setOnInsert: { expiresAt } };
  try {
    const before = await collection.findOneAndUpdate({ _id }, update, {
      upsert: true,
      returnDocument: 'before',
    });
    return before?.count ?? 0;
  } catch (error) {
    // Two first hits at once: one upsert creates the counter, the other retries as an increment.
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    const before = await collection.findOneAndUpdate({ _id }, update, { returnDocument: 'before' });
    return before?.count ?? 0;
  }
}

/**
 * Counts one hit of `key` and answers the hits of the last `windowSeconds`, this one included, as
 * a sliding window: this window's count plus the last window's, weighted by how much of it is
 * still inside. Fixed windows alone start again from nothing at each boundary, which handed a
 * guesser straddling one twice the allowance. The increment is one atomic upsert, so concurrent
 * hits are never both under the limit when only one place is left. Counters expire through a TTL
 * index once the window after theirs is over.
 */
export async function countHit(key: string, windowSeconds: number): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const now = Date.now();
  const window = Math.floor(now / windowMs);
  const current = (await increment(`${key}:${window}`, new Date((window + 2) * windowMs))) + 1;
  const previous = (await (await counters()).findOne({ _id: `${key}:${window - 1}` }))?.count ?? 0;
  const stillInside = 1 - (now - window * windowMs) / windowMs;
  return current + Math.floor(previous * stillInside);
}

/** Forgets `key`'s hits (see countHit): this window's and the last one's. */
export async function clearHits(key: string, windowSeconds: number): Promise<void> {
  const window = Math.floor(Date.now() / (windowSeconds * 1000));
  await (await counters()).deleteMany({ _id: { $in: [`${key}:${window}`, `${key}:${window - 1}`] } });
}
