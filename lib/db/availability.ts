import 'server-only';
import {
  MongoClientClosedError,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';
import { getDb, noteDatabaseAnswer } from './client';
import { databaseState } from './database-state';

const UNAVAILABLE = [
  MongoServerSelectionError,
  MongoNetworkError, // MongoNetworkTimeoutError too
  MongoNotConnectedError,
  MongoTopologyClosedError,
  MongoServerClosedError,
  MongoClientClosedError,
  MongoOperationTimeoutError,
];

/** True for "the database cannot be reached" (down, restarting, unreachable), not for a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  // A bulk write that lost its connection carries why in `errorResponse`, not in `cause`.
  const next = (e: unknown) =>
    (e as { cause?: unknown }).cause ?? (e as { errorResponse?: unknown }).errorResponse;
  for (let e = error, depth = 0; e && depth < 5; e = next(e), depth += 1) {
    if (UNAVAILABLE.some((type) => e instanceof type)) return true;
    // The pool says so when a connection it handed out broke (PoolClearedError has no export).
    if ((e as { name?: string }).name === 'MongoPoolClearedError') return true;
  }
  return false;
}

/** How old a health answer may be before it is asked again: one ping a second at most. */
const FRESH_MS = 1000;
/** A ping that has not answered by then counts as "down" (GET /api/health answers within 2 s). */
const PING_TIMEOUT_MS = 1500;

let pending: Promise<boolean> | undefined;
/** A failed ping says why in the log, at most this often (an outage must not flood it). */
const LOG_EVERY_MS = 5000;
let loggedAt = 0;

function logFailure(reason: string) {
  if (Date.now() - loggedAt < LOG_EVERY_MS) return;
  loggedAt = Date.now();
  console.error(`Database ping failed: ${reason}`);
}

/** Pings through the app's client, giving up after PING_TIMEOUT_MS. */
async function ping(): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      logFailure(`no answer within ${PING_TIMEOUT_MS} ms`);
      resolve(false);
    }, PING_TIMEOUT_MS);
  });
  const answer = getDb()
    .then((db) => db.command({ ping: 1 }))
    .then(
      () => true,
      (error: Error) => {
        logFailure(`${error.name}: ${error.message}`);
        return false;
      },
    );
  const up = await Promise.race([answer, timeout]);
  clearTimeout(timer);
  noteDatabaseAnswer(up);
  return up;
}

/**
 * Whether the database answers. Callers get the last answer at once (the app's client also
 * reports every heartbeat) while a newer one is fetched in the background when it is over a
 * second old; only the very first call waits for a ping.
 */
export async function isDatabaseUp(): Promise<boolean> {
  const state = databaseState();
  if (Date.now() - state.checkedAt < FRESH_MS) return state.up;
  pending ??= ping().finally(() => {
    pending = undefined;
  });
  return state.checkedAt === 0 ? pending : state.up;
}

/** A ping of its own (GET /api/health: load balancers want now, not one started a second ago). */
export const checkDatabaseNow = () => ping();
