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
  unconnected.on('serverHeartbeatFailed', () => noteDatabaseAnswer(false));
  unconnected.on('serverHeartbeatSucceeded', () => noteDatabaseAnswer(true));
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

/** Failing this long while a new client reaches the database, the app's client is taken to be stuck. */
const STUCK_AFTER_MS = 4000;
/** A stuck client is replaced at most this often. */
const REPLACE_EVERY_MS = 10_000;
const PROBE_TIMEOUT_MS = 1500;

const watch = { failingSince: null as number | null, probing: false, replacedAt: 0 };

/**
 * What the app's client learned of the database (its heartbeats, a ping). It also watches for a
 * client that does not come back: after kill -9 and a quick restart of the database, the driver
 * was seen failing every selection with "connection N closed" for over a minute while a new
 * client reached the database at once (tests/integration/faults.test.ts). Failing for
 * STUCK_AFTER_MS while a fresh client answers, the app's client is replaced.
 */
export function noteDatabaseAnswer(up: boolean): void {
  reportDatabaseState(up);
  if (up) {
    watch.failingSince = null;
    return;
  }
  watch.failingSince ??= Date.now();
  void replaceIfStuck();
}

async function replaceIfStuck(): Promise<void> {
  const now = Date.now();
  if (watch.probing || watch.failingSince === null || now - watch.failingSince < STUCK_AFTER_MS) return;
  if (now - watch.replacedAt < REPLACE_EVERY_MS) return;
  watch.probing = true;
  try {
    if (!(await freshClientReaches())) return;
    const stale = cache.partsmithMongo;
    if (!stale) return;
    console.warn("The database answers a new client but not the app's: the app's client is replaced.");
    watch.replacedAt = Date.now();
    watch.failingSince = null;
    cache.partsmithMongo = undefined;
    void stale.client.then((client) => client.close(true)).catch(() => undefined);
  } finally {
    watch.probing = false;
  }
}

/** Whether a client of its own, made now, reaches the database (connect and ping, briefly). */
async function freshClientReaches(): Promise<boolean> {
  const probe = new MongoClient(env().MONGODB_URI, {
    serverSelectionTimeoutMS: PROBE_TIMEOUT_MS,
    connectTimeoutMS: PROBE_TIMEOUT_MS,
    socketTimeoutMS: PROBE_TIMEOUT_MS,
  });
  try {
    await probe.connect();
    await probe.db('admin').command({ ping: 1 });
    return true;
  } catch {
    return false;
  } finally {
    await probe.close(true).catch(() => undefined);
  }
}
