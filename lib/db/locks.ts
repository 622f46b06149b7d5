import 'server-only';
import { MongoServerError, ObjectId } from 'mongodb';
import { AppError } from '@/lib/model';
import { env } from '@/lib/env';
import { getDb } from './client';

type LockDoc = { _id: string; token: ObjectId; until: Date };

/**
 * A lock is given up after this long even if its holder died holding it; a live holder renews it
 * every third of that, so a long hold (a 1,000-line checkout took 10.6 s) never outlives its lease.
 */
const defaultLeaseMs = () => env().LOCK_LEASE_SECONDS * 1000;

async function locks() {
  return (await getDb()).collection<LockDoc>('locks');
}

async function acquire(key: string, leaseMs: number): Promise<ObjectId | null> {
  const collection = await locks();
  const token = new ObjectId();
  const until = new Date(Date.now() + leaseMs);
  try {
    await collection.insertOne({ _id: key, token, until });
    return token;
  } catch (error) {
    if (!(error instanceof MongoServerError && error.code === 11000)) throw error;
    // Held: take it over only if its lease ran out.
    const taken = await collection.updateOne(
      { _id: key, until: { $lt: new Date() } },
      { $set: { token, until } },
    );
    return taken.modifiedCount === 1 ? token : null;
  }
}

/** Pushes the lease of a lock still held by `token` on; a failure is left to the next renewal. */
async function renew(key: string, token: ObjectId, leaseMs: number): Promise<void> {
  try {
    await (await locks()).updateOne({ _id: key, token }, { $set: { until: new Date(Date.now() + leaseMs) } });
  } catch {
    // The database away: the holder's own writes fail too; the lease runs out as designed.
  }
}

/**
 * Runs `fn` holding the lock `key`, shared by every app instance (MongoDB, one document per key).
 * Waits up to `waitMs` for a holder to finish; null when it could not get the lock. The lease
 * (`leaseMs`) is how long a holder that died keeps others out.
 */
export async function withLock<T>(
  key: string,
  fn: () => Promise<T>,
  waitMs = 5000,
  leaseMs = defaultLeaseMs(),
): Promise<{ value: T } | null> {
  const deadline = Date.now() + waitMs;
  let token = await acquire(key, leaseMs);
  while (!token && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
    token = await acquire(key, leaseMs);
  }
  if (!token) return null;
  const held = token;
  const renewal = setInterval(() => void renew(key, held, leaseMs), leaseMs / 3);
  try {
    return { value: await fn() };
  } finally {
    clearInterval(renewal);
    await (await locks()).deleteOne({ _id: key, token });
  }
}

/**
 * withLock for a customer's capped collection (open orders, saved lists, waiting quotes): the
 * count and the write it allows happen under one lock, so racing requests cannot pass the cap
 * together. When the lock stays held, a 429 with `busy`.
 */
export async function underLock<T>(key: string, fn: () => Promise<T>, busy: string): Promise<T> {
  const done = await withLock(key, fn);
  if (!done) throw new AppError('limit', busy, undefined, 5);
  return done.value;
}
