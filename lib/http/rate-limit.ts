import 'server-only';
import { countHit } from '@/lib/db/rate-limits';
import { clientIp } from './client-ip';
import { HttpError } from './errors';

const tooMany = (minutes: number) =>
  new HttpError(
    429,
    `Too many requests. Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`,
  );

/**
 * Counts this request against `name` for the caller's address (see clientIp); past `limit` in the
 * window it is refused with 429. Counted atomically in MongoDB, so limits hold across instances.
 */
export async function limitPerIp(
  request: Request,
  name: string,
  limit: number,
  windowMinutes: number,
): Promise<void> {
  const key = `${name}:ip:${clientIp(request.headers)}`;
  if ((await countHit(key, windowMinutes * 60)) > limit) throw tooMany(windowMinutes);
}

/** Counts one `name` action for a signed-in customer; past `limit` in the window, 429. */
export async function limitPerUser(userId: string, name: string, limit: number, windowMinutes: number) {
  if ((await countHit(`${name}:user:${userId}`, windowMinutes * 60)) > limit) throw tooMany(windowMinutes);
}
