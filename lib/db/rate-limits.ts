import 'server-only';
import { MongoServerError } from 'mongodb';
import { getDb } from './client';

type RateLimitDoc = { key: string; count: number; windowStart: Date };

async function collection() {
  return (await getDb()).collection<RateLimitDoc>('rate_limits');
}

/** Failures counted for `key` in the window that started after `since`. */
export async function countInWindow(key: string, since: Date): Promise<number> {
  const doc = await (await collection()).findOne({ key, windowStart: { $gte: since } });
  return doc?.count ?? 0;
}

/**
 * Adds one failure to `key`, starting a new window when the stored one is older than `since`.
 * Stored in MongoDB, so every app instance sees the same counts.
 */
export async function recordHit(key: string, since: Date): Promise<void> {
  const limits = await collection();
  const now = new Date();
  await limits.updateOne({ key, windowStart: { $lt: since } }, { $set: { count: 0, windowStart: now } });
  try {
    await limits.updateOne(
      { key },
      { $inc: { count: 1 }, $setOnInsert: { windowStart: now } },
      { upsert: true },
    );
  } catch (error) {
    // Two first failures at once: one upsert wins the unique key, the other just increments.
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    await limits.updateOne({ key }, { $inc: { count: 1 } });
  }
}

export async function clearHits(key: string): Promise<void> {
  await (await collection()).deleteOne({ key });
}

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
