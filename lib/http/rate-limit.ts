import 'server-only';
import { limit } from '@/lib/limits';
import { clientIp } from './client-ip';

/** Counts this request against `name` for the caller's address (see clientIp); past `max`, 429. */
export const limitPerIp = (request: Request, name: string, max: number, windowMinutes: number) =>
  limit(`${name}:ip:${clientIp(request.headers)}`, max, windowMinutes);
