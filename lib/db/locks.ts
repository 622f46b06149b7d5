import 'server-only';
import { MongoServerError, ObjectId } from 'mongodb';
import { AppError } from '@/lib/model/app-error';
import { getDb } from './client';

type LockDoc = { _id: string; token: ObjectId; until: Date };

/** A lock is given up after this long even if its holder died holding it. */
const LEASE_MS = 10_000;

async function locks() {
  return (await getDb()).collection<LockDoc>('locks');
}

async function acquire(key: string): Promise<ObjectId | null> {
  const collection = await locks();
  const token = new ObjectId();
  const until = new Date(Date.now() + LEASE_MS);
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

/**
 * Runs `fn` holding the lock `key`, shared by every app instance (MongoDB, one document per key).
 * Waits up to `waitMs` for a holder to finish; null when it could not get the lock.
 */
export async function withLock<T>(
  key: string,
  fn: () => Promise<T>,
  waitMs = 5000,
): Promise<{ value: T } | null> {
  const deadline = Date.now() + waitMs;
  let token = await acquire(key);
  while (!token && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 30));
    token = await acquire(key);
  }
  if (!token) return null;
  try {
    return { value: await fn() };
  } finally {
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
