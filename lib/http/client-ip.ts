import { env } from '@/lib/env';

/**
 * The client address, read from X-Forwarded-For as far as TRUSTED_PROXY_HOPS reverse proxies
 * vouch for it: each appends the address it saw, so the client is the entry that many places from
 * the end. Without a proxy (0) Next.js fills the header from the socket only when the client sent
 * none, so the last entry is the real address for honest clients and a guess for others: limits
 * keyed on it then only slow honest-looking abuse, and sign-in limits fall back on the email.
 */
export function clientIp(headers: Headers): string {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = env().TRUSTED_PROXY_HOPS;
  return entries[entries.length - Math.max(1, hops)] ?? headers.get('x-real-ip') ?? 'unknown';
}
