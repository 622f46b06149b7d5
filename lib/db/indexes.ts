import 'server-only';
import type { Db } from 'mongodb';

/** Idempotent: createIndex with the same spec is a no-op, so every process start may call it. */
export async function ensureIndexes(db: Db): Promise<void> {
  // One review per customer. A database from before that rule may hold duplicates: the migration
  // (migrations.ts) removes them and makes the index then.
  await db
    .collection('reviews')
    .createIndex({ email: 1 }, { unique: true })
    .catch(() => undefined);
  // Lists sort by a field and then the id (pages never overlap); their indexes end with the id too,
  // or MongoDB would sort every matching document for each page.
  await Promise.all([
    db.collection('products').createIndex({ createdAt: 1, _id: 1 }),
    db.collection('products').createIndex({ keywords: 1 }),
    db.collection('products').createIndex({ nameLower: 1, _id: 1 }),
    db.collection('products').createIndex({ priceCents: 1, _id: 1 }),
    db.collection('products').createIndex({ quantity: 1 }),
    db.collection('products').createIndex({ 'holds.at': 1 }),
    // Part numbers: unique ignoring case; sparse, so a part written straight into the database
    // before the next start numbers it (migrations.ts) is not refused as a second "no number".
    db.collection('products').createIndex({ partNumberKey: 1 }, { unique: true, sparse: true }),
    db.collection('products').createIndex({ partNumberCompact: 1 }),
    db.collection('users').createIndex({ email: 1 }, { unique: true }),
    db.collection('credentials').createIndex({ email: 1 }, { unique: true }),
    db.collection('profiles').createIndex({ email: 1 }, { unique: true }),
    db.collection('orders').createIndex({ customerEmail: 1, createdAt: -1, _id: -1 }),
    db.collection('orders').createIndex({ createdAt: -1, _id: -1 }),
    db.collection('orders').createIndex({ status: 1, createdAt: -1, _id: -1 }),
    db.collection('orders').createIndex({ status: 1, holdUntil: 1 }),
    db.collection('orders').createIndex({ customerEmail: 1, status: 1, holdUntil: 1 }),
    db.collection('orders').createIndex({ stock: 1 }),
    db.collection('reviews').createIndex({ createdAt: -1, _id: -1 }),
    db.collection('quotes').createIndex({ customerEmail: 1, createdAt: -1, _id: -1 }),
    db.collection('quotes').createIndex({ createdAt: -1, _id: -1 }),
    db.collection('quotes').createIndex({ state: 1, createdAt: -1, _id: -1 }),
    // Locks left behind by a process that died are removed a minute after their lease ran out.
    db.collection('locks').createIndex({ until: 1 }, { expireAfterSeconds: 60 }),
    // App instances that stopped saying they are there (lib/db/instances.ts).
    db.collection('app_instances').createIndex({ seenAt: 1 }, { expireAfterSeconds: 120 }),
    // Fixed-window counters delete themselves once their window is over.
    db.collection('rate_counters').createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    db.collection('payment_intents').createIndex({ idempotencyKey: 1 }, { unique: true }),
    db.collection('payment_intents').createIndex({ clientSecret: 1 }),
    db.collection('audit').createIndex({ at: -1, _id: -1 }),
    db.collection('audit').createIndex({ action: 1, at: -1, _id: -1 }),
    db.collection('audit').createIndex({ actor: 1, at: -1, _id: -1 }),
    db.collection('audit').createIndex({ target: 1, at: -1, _id: -1 }),
  ]);
}
