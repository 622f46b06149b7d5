import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { getDb } from './client';

type InstanceDoc = { _id: string; host: string; pid: number; seenAt: Date };

/** How often a running app says it is there, and how long after that it counts as gone. */
const HEARTBEAT_MS = 10_000;
const GONE_AFTER_MS = 3 * HEARTBEAT_MS;

async function instances() {
  return (await getDb()).collection<InstanceDoc>('app_instances');
}

/**
 * Every running app instance records itself every 10 s (a TTL index drops the silent ones), so
 * maintenance that must not run beside a live app (a restore) can tell. Answers the stop.
 */
export function startPresence(): () => Promise<void> {
  const _id = randomUUID();
  const beat = () =>
    instances()
      .then((c) =>
        c.updateOne(
          { _id },
          { $set: { host: hostname(), pid: process.pid, seenAt: new Date() } },
          { upsert: true },
        ),
      )
      .catch(() => undefined); // the database is away: the next beat tries again
  void beat();
  const timer = setInterval(beat, HEARTBEAT_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await (await instances()).deleteOne({ _id }).catch(() => undefined);
  };
}

/** App instances seen in the last half minute (host and process id). */
export async function liveInstances(): Promise<Pick<InstanceDoc, 'host' | 'pid'>[]> {
  return (await instances())
    .find(
      { seenAt: { $gt: new Date(Date.now() - GONE_AFTER_MS) } },
      { projection: { _id: 0, host: 1, pid: 1 } },
    )
    .toArray();
}
