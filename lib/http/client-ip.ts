/**
 * The client address as far as TRUSTED_PROXY_HOPS reverse proxies vouch for it. Each trusted proxy
 * appends the address it saw to X-Forwarded-For, so the client is the entry `hops` places from the
 * end (a shorter list: the request entered the chain further in, and its first entry is the
 * address the first proxy on its way saw). With no trusted proxy the header is whatever the client
 * wrote, so only the socket's address counts.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  hops: number,
) {
  if (hops > 0) {
    const entries = (forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const vouched = entries[Math.max(0, entries.length - hops)];
    if (vouched) return vouched;
  }
  return socketAddress || 'unknown';
}

/**
 * The caller's address inside a request handler. lib/http/server-edge.ts has already replaced
 * X-Forwarded-For with that one address before Next.js saw the request.
 */
export function clientIp(headers: Headers): string {
  return headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
}
