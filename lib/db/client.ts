import 'server-only';
import { MongoClient, type Db } from 'mongodb';
import { env } from '@/lib/env';
import { reportDatabaseState } from './database-state';
import { ensureIndexes } from './indexes';
import { migrate } from './migrations';

type Holder = { key: string; client: Promise<MongoClient>; db: Promise<Db> };

// One client per server process: Next's dev server re-evaluates modules on every edit,
// so the connection lives on globalThis instead of in module scope.
const cache = globalThis as typeof globalThis & { partsmithMongo?: Holder };

function holder(): Holder {
  const { MONGODB_URI, MONGODB_DB } = env();
  const key = `${MONGODB_URI}#${MONGODB_DB}`;
  if (cache.partsmithMongo?.key === key) return cache.partsmithMongo;
  // Fail fast (docs/operations.md): a database that is down costs a request a few seconds, never half a
  // minute; the driver reconnects by itself when it is back.
  const unconnected = new MongoClient(MONGODB_URI, {
    appName: 'partsmith',
    maxPoolSize: 20,
    serverSelectionTimeoutMS: 3000,
    connectTimeoutMS: 3000,
    socketTimeoutMS: 10_000,
    heartbeatFrequencyMS: 2000,
  });
  unconnected.on('serverHeartbeatFailed', () => reportDatabaseState(false));
  unconnected.on('serverHeartbeatSucceeded', () => reportDatabaseState(true));
  const client = unconnected.connect();
  const db = client.then(async (connected) => {
    const database = connected.db(MONGODB_DB);
    await ensureIndexes(database);
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
