import 'server-only';
import { countHit } from './store/rate-limits';
import { AppError } from '@/lib/model';

/**
 * Counts one hit of `key` in a sliding window; past `limit`, a `limit` error that says how long to
 * wait. Counted atomically in MongoDB, so limits hold across instances.
 */
export async function limit(key: string, max: number, windowMinutes: number): Promise<void> {
  if ((await countHit(key, windowMinutes * 60)) <= max) return;
  const wait = windowMinutes === 1 ? 'a minute' : `${windowMinutes} minutes`;
  throw new AppError(
    'limit',
    `Too many requests. Please wait ${wait} and try again.`,
    undefined,
    windowMinutes * 60,
  );
}

/** Counts one `name` action of a signed-in customer; past `max` in the window, refused. */
export const limitPerUser = (userId: string, name: string, max: number, windowMinutes: number) =>
  limit(`${name}:user:${userId}`, max, windowMinutes);
