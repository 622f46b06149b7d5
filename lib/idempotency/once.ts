import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import stringify from 'safe-stable-stringify';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model';
import { claimKey, findKey, finishKey, releaseKey, renewKey, takeOverKey } from './store/request-keys';

/** What a request that may be retried is, to tell a retry from another request. */
export type RequestScope = {
  /** Who asks (a user's id; `anonymous` for a form anyone may send): keys are the caller's own. */
  caller: string;
  /** The client's Idempotency-Key, or null: the request then runs as any other. */
  key: string | null;
  /** Which operation (`order.place`): the same key for another is refused. */
  operation: string;
  /** What it asks, as parsed (path values and body): the same key with another ask is refused. */
  request: unknown;
};

/** How long answers are kept for retries (the TTL index removes them after). */
const KEPT_MS = 24 * 3_600_000;

const REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
const RUNNING = 'This request is still being processed. Please wait a moment and try again.';

const sha256 = (...parts: string[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex');

/**
 * Runs a change at most once per key (issue 38; Stripe's Idempotency-Key): the first request with
 * a key runs `run`, and every retry with it gets that first answer back, or a 409 while the first
 * is still running, or a 422 if it asks for something else.
 *
 * `run` is handed the caller's key as a string (`requestKey`) to write into the very change it
 * makes (an order, a shipment, a refund): only that can survive a crash between the change and
 * this record of its answer. A retry that finds the record still `running` after its runner died
 * (its lease lapsed) runs `run` again, which finds its change by that key and answers it.
 *
 * A refusal (an AppError) or a failure leaves no record: the change was not made, or it carries its
 * key; a retry runs afresh.
 */
export async function once<T>(
  scope: RequestScope,
  run: (requestKey: string | null) => Promise<T>,
): Promise<T> {
  if (scope.key === null) return run(null);
  const id = sha256(scope.caller, scope.key);
  const fingerprint = sha256(scope.operation, stringify(scope.request) ?? '');
  const leaseMs = env().REQUEST_LEASE_SECONDS * 1000;
  const holder = randomUUID();
  const lease = () => ({ holder, until: new Date(Date.now() + leaseMs) });
  const now = new Date();
  const claimed = await claimKey({
    _id: id,
    operation: scope.operation,
    fingerprint,
    state: 'running',
    lease: lease(),
    createdAt: now,
    expiresAt: new Date(now.getTime() + KEPT_MS),
  });
  if (!claimed) {
    const known = await findKey(id);
    // Released between our insert and this read (the first was refused): the next try is a first.
    if (!known) throw busy(1);
    if (known.operation !== scope.operation || known.fingerprint !== fingerprint)
      throw new AppError('invalid', REUSED, { idempotencyKey: REUSED });
    if (known.state === 'done') return known.outcome as T;
    const lapsed = known.lease!;
    if (lapsed.until.getTime() > Date.now()) throw busy(lapsed.until.getTime() - Date.now());
    if (!(await takeOverKey(id, lapsed, lease()))) throw busy(leaseMs);
  }
  return runHolding(id, holder, leaseMs, () => run(id));
}

function busy(ms: number): AppError {
  return new AppError('conflict', RUNNING, undefined, Math.max(1, Math.ceil(ms / 1000)));
}

/** Runs `run` while renewing the lease; keeps its answer, or frees the key if it threw. */
async function runHolding<T>(id: string, holder: string, leaseMs: number, run: () => Promise<T>): Promise<T> {
  const renew = setInterval(() => {
    renewKey(id, holder, new Date(Date.now() + leaseMs)).catch(() => undefined);
  }, leaseMs / 3);
  renew.unref();
  try {
    const value = await run();
    // The answer as it is sent: a retry reads back exactly what the first caller did.
    const outcome: unknown = value === undefined ? null : JSON.parse(JSON.stringify(value));
    // Not kept (the database went away just now): the change carries its key, so a retry after
    // the lease finds it and answers the same.
    await finishKey(id, holder, outcome).catch((error: Error) =>
      console.warn(`Idempotency-Key answer not kept (a retry will look again): ${error.message}`),
    );
    return value;
  } catch (error) {
    await releaseKey(id, holder).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(renew);
  }
}
