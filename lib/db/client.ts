import 'server-only';
import { MongoClient, type Db } from 'mongodb';
import { env } from '@/lib/env';
import { ensureIndexes } from './indexes';
import { migrate } from './migrations';
import { backfillSearchFields, type ProductDoc } from './products';

type Holder = { key: string; client: Promise<MongoClient>; db: Promise<Db> };

// One client per server process: Next's dev server re-evaluates modules on every edit,
// so the connection lives on globalThis instead of in module scope.
const cache = globalThis as typeof globalThis & { partsmithMongo?: Holder };

function holder(): Holder {
  const { MONGODB_URI, MONGODB_DB } = env();
  const key = `${MONGODB_URI}#${MONGODB_DB}`;
  if (cache.partsmithMongo?.key === key) return cache.partsmithMongo;
  const client = new MongoClient(MONGODB_URI, { appName: 'partsmith', maxPoolSize: 20 }).connect();
  const db = client.then(async (connected) => {
    const database = connected.db(MONGODB_DB);
    await ensureIndexes(database);
    await backfillSearchFields(database.collection<ProductDoc>('products'));
    await migrate(database);
    return database;
  });
  const created: Holder = { key, client, db };
  db.catch(() => {
    // A failed start (server down) is not cached: the next request tries again.
    if (cache.partsmithMongo === created) cache.partsmithMongo = undefined;
  });
  cache.partsmithMongo = created;
  return created;
}

export function getMongoClient(): Promise<MongoClient> {
  return holder().client;
}

/** The app's database, with its indexes and data migrations ensured once per process. */
export function getDb(): Promise<Db> {
  return holder().db;
}
