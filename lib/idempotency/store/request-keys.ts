import 'server-only';
import { MongoServerError } from 'mongodb';
import { collection } from '@/lib/db';

/**
 * A request that may be retried, by its key (lib/idempotency/once.ts): which operation it was, a
 * fingerprint of what it asked, and while it runs the lease of the instance running it; once it
 * has answered, that answer. Gone after a day (TTL index on expiresAt).
 */
export type RequestKeyDoc = {
  /** sha256 of the caller and the client's key: one caller's keys never meet another's. */
  _id: string;
  operation: string;
  fingerprint: string;
  state: 'running' | 'done';
  /** Who runs it, until when (renewed while it runs); null once done. */
  lease: { holder: string; until: Date } | null;
  /** The first answer, repeated to every retry. */
  outcome?: unknown;
  createdAt: Date;
  expiresAt: Date;
};

const requestKeys = collection<RequestKeyDoc>('request_keys');

const isDuplicate = (error: unknown) => error instanceof MongoServerError && error.code === 11000;

/** The key's record written `running` under `lease`; false when the key is already known. */
export async function claimKey(doc: RequestKeyDoc): Promise<boolean> {
  try {
    await (await requestKeys()).insertOne(doc);
    return true;
  } catch (error) {
    if (isDuplicate(error)) return false;
    throw error;
  }
}

export async function findKey(id: string): Promise<RequestKeyDoc | null> {
  return (await requestKeys()).findOne({ _id: id });
}

/**
 * Takes up a request whose runner's lease lapsed (its instance died, or the database went away
 * under it): true for the one caller that got it.
 */
export async function takeOverKey(
  id: string,
  lapsed: NonNullable<RequestKeyDoc['lease']>,
  lease: NonNullable<RequestKeyDoc['lease']>,
): Promise<boolean> {
  const taken = await (
    await requestKeys()
  ).updateOne({ _id: id, state: 'running', 'lease.holder': lapsed.holder }, { $set: { lease } });
  return taken.modifiedCount === 1;
}

/** The runner's lease pushed on to `until`, while it still holds it. */
export async function renewKey(id: string, holder: string, until: Date): Promise<void> {
  await (
    await requestKeys()
  ).updateOne({ _id: id, state: 'running', 'lease.holder': holder }, { $set: { 'lease.until': until } });
}

/** The request answered: its outcome kept for every retry. */
export async function finishKey(id: string, holder: string, outcome: unknown): Promise<void> {
  await (
    await requestKeys()
  ).updateOne(
    { _id: id, state: 'running', 'lease.holder': holder },
    { $set: { state: 'done', lease: null, outcome } },
  );
}

/** The request changed nothing (refused) or may not have (failed): the key is free again. */
export async function releaseKey(id: string, holder: string): Promise<void> {
  await (await requestKeys()).deleteOne({ _id: id, state: 'running', 'lease.holder': holder });
}
