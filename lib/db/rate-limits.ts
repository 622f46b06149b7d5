import 'server-only';
import { MongoServerError } from 'mongodb';
import { getDb } from './client';

type CounterDoc = { _id: string; count: number; expiresAt: Date };

/**
 * Counts one hit of `key` in the current fixed window of `windowSeconds` and answers the count
 * including it: one atomic upsert, so concurrent hits are never both under the limit when only
 * one place is left. Windows expire through a TTL index.
 */
export async function countHit(key: string, windowSeconds: number): Promise<number> {
  const counters = (await getDb()).collection<CounterDoc>('rate_counters');
  const windowMs = windowSeconds * 1000;
  const window = Math.floor(Date.now() / windowMs);
  const _id = `${key}:${window}`;
  const update = { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date((window + 1) * windowMs) } };
  try {
    const before = await counters.findOneAndUpdate({ _id }, update, {
      upsert: true,
      returnDocument: 'before',
    });
    return (before?.count ?? 0) + 1;
  } catch (error) {
    // Two first hits at once: one upsert creates the counter, the other retries as an increment.
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    const before = await counters.findOneAndUpdate({ _id }, update, { returnDocument: 'before' });
    return (before?.count ?? 0) + 1;
  }
}

/** Forgets `key`'s hits in the current window (see countHit). */
export async function clearHits(key: string, windowSeconds: number): Promise<void> {
  const window = Math.floor(Date.now() / (windowSeconds * 1000));
  await (await getDb()).collection<CounterDoc>('rate_counters').deleteOne({ _id: `${key}:${window}` });
}
