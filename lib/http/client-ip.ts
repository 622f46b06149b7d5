/**
 * The client address as the nearest proxy reported it: the last X-Forwarded-For entry. Next.js
 * fills that header from the socket only when it is absent, so without a trusted reverse proxy
 * in front a client can choose it; per-IP limits then only slow honest-looking abuse, while the
 * per-email sign-in limit still holds. Deploy behind a proxy that sets the header.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || headers.get('x-real-ip') || 'unknown';
}
