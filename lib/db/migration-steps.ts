import 'server-only';
import {
  MongoServerError,
  type AnyBulkWriteOperation,
  type Collection,
  type Db,
  type Document,
} from 'mongodb';

import type { CounterDoc } from './counters-doc';

// The pieces the start-up migrations (migrations.ts and the files beside it) are made of.

/** Documents per round trip of the start-up backfills. */
export const BATCH = 500;

/** One unordered bulk write per BATCH documents of `docs`, each made an update by `updateOf`. */
export async function updateInBatches<T extends Document, D>(
  collection: Collection<T>,
  docs: AsyncIterable<D>,
  updateOf: (doc: D) => AnyBulkWriteOperation<T>,
): Promise<void> {
  let batch: AnyBulkWriteOperation<T>[] = [];
  for await (const doc of docs) {
    batch.push(updateOf(doc));
    if (batch.length === BATCH) {
      await collection.bulkWrite(batch, { ordered: false });
      batch = [];
    }
  }
  if (batch.length) await collection.bulkWrite(batch, { ordered: false });
}

/** Longer than numbering 100,000 parts (or lining 100,000 orders) takes here; the locks collection's TTL index ends it after a crash. */
const NUMBERING_LEASE_MS = 2 * 60_000;

/**
 * Runs `work` in one starting instance at a time (a document of `locks`; its TTL index removes one
 * a crashed instance left); false, without running it, when another instance holds the lock.
 */
export async function aloneUnderLock(db: Db, lock: string, work: () => Promise<void>): Promise<boolean> {
  const locks = db.collection<{ _id: string; until: Date }>('locks');
  try {
    await locks.insertOne({ _id: lock, until: new Date(Date.now() + NUMBERING_LEASE_MS) });
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) return false;
    throw error;
  }
  try {
    await work();
    return true;
  } finally {
    await locks.deleteOne({ _id: lock });
  }
}

/**
 * The first of `count` consecutive numbers drawn from a counter in one increment (a migration's
 * batch of parts or orders); the counter goes on after the last.
 */
export async function drawNumbers(db: Db, sequence: string, count: number): Promise<number> {
  const counter = await db
    .collection<CounterDoc>('counters')
    .findOneAndUpdate({ _id: sequence }, { $inc: { seq: count } }, { upsert: true, returnDocument: 'after' });
  return counter!.seq - count + 1;
}
