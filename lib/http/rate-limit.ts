import 'server-only';
import { countInWindow, recordHit } from '@/lib/db/rate-limits';
import { clientIp } from './client-ip';
import { HttpError } from './errors';

/**
 * Counts this request against `name` for the caller's address; past `limit` in the window it is
 * refused with 429. Counts live in MongoDB, so they hold across app instances.
 */
export async function limitPerIp(
  request: Request,
  name: string,
  limit: number,
  windowMinutes: number,
): Promise<void> {
  const key = `${name}:ip:${clientIp(request.headers)}`;
  const since = new Date(Date.now() - windowMinutes * 60_000);
  if ((await countInWindow(key, since)) >= limit) {
    throw new HttpError(429, `Too many requests. Please wait ${windowMinutes} minutes and try again.`);
  }
  await recordHit(key, since);
}
