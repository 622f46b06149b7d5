import 'server-only';
import { MongoClient, type Db } from 'mongodb';
import { env } from '@/lib/env';
import { reportDatabaseState } from './database-state';
import { ensureIndexes } from './indexes';
import { migrate } from './migrations';

/** How long a request waits for a database that does not answer (DATABASE_TIMEOUT_SECONDS). */
const waitMs = () => env().DATABASE_TIMEOUT_SECONDS * 1000;

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
    serverSelectionTimeoutMS: waitMs(),
    connectTimeoutMS: waitMs(),
    socketTimeoutMS: 10_000,
    heartbeatFrequencyMS: 2000,
  });
  unconnected.on('serverHeartbeatFailed', () => noteDatabaseAnswer(false));
  unconnected.on('serverHeartbeatSucceeded', () => noteDatabaseAnswer(true));
  // An operation's network error marks the server unknown without a heartbeat, and a stuck
  // client's monitor may then stay silent (noteDatabaseAnswer's watch takes it from here).
  unconnected.on('serverDescriptionChanged', (event) => {
    if (event.newDescription.type === 'Unknown') noteDatabaseAnswer(false);
  });
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
const stuckAfterMs = () => (waitMs() * 4) / 3;
/** A stuck client is replaced at most this often. */
const replaceEveryMs = () => (waitMs() * 10) / 3;
const probeTimeoutMs = () => waitMs() / 2;

const watch = {
  failingSince: null as number | null,
  probing: false,
  replacedAt: 0,
  /** Looks again every second while failing: a stuck client's monitor may fall silent. */
  timer: null as NodeJS.Timeout | null,
};

/** How often a failing client is looked at again without a word from its monitor. */
const WATCH_EVERY_MS = 1000;

/**
 * What the app's client learned of the database (its heartbeats, a ping). It also watches for a
 * client that does not come back: after kill -9 and a quick restart of the database, the driver
 * was seen failing every selection with "connection N closed" for over a minute while a new
 * client reached the database at once (tests/integration/faults.test.ts). Failing for
 * 4/3 of DATABASE_TIMEOUT_SECONDS while a fresh client answers, the app's client is replaced.
 */
export function noteDatabaseAnswer(up: boolean): void {
  reportDatabaseState(up);
  if (up) {
    stopWatching();
    return;
  }
  watch.failingSince ??= Date.now();
  // The crash tests (tests/integration/retry-crashes.test.ts) saw a stuck client's monitor report
  // nothing at all after an operation's network error: the watch goes on by itself until an answer.
  watch.timer ??= setInterval(() => void replaceIfStuck(), WATCH_EVERY_MS);
  watch.timer.unref();
  void replaceIfStuck();
}

function stopWatching(): void {
  watch.failingSince = null;
  if (watch.timer) clearInterval(watch.timer);
  watch.timer = null;
}

async function replaceIfStuck(): Promise<void> {
  const now = Date.now();
  if (watch.probing || watch.failingSince === null || now - watch.failingSince < stuckAfterMs()) return;
  if (now - watch.replacedAt < replaceEveryMs()) return;
  watch.probing = true;
  try {
    if (!(await freshClientReaches())) return;
    const stale = cache.partsmithMongo;
    if (!stale) return;
    console.warn("The database answers a new client but not the app's: the app's client is replaced.");
    watch.replacedAt = Date.now();
    stopWatching();
    cache.partsmithMongo = undefined;
    void stale.client.then((client) => client.close(true)).catch(() => undefined);
  } finally {
    watch.probing = false;
  }
}

/** Whether a client of its own, made now, reaches the database (connect and ping, briefly). */
async function freshClientReaches(): Promise<boolean> {
  const probe = new MongoClient(env().MONGODB_URI, {
    serverSelectionTimeoutMS: probeTimeoutMs(),
    connectTimeoutMS: probeTimeoutMs(),
    socketTimeoutMS: probeTimeoutMs(),
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
