import { configuredOrigin } from '@/lib/env';

/**
 * The origin visitors use: AUTH_URL when the deployment sets it, otherwise what the (trusted,
 * see AUTH_TRUST_HOST) Host / X-Forwarded-* headers say. Never request.nextUrl's host, which
 * is the address the server is bound to behind a reverse proxy.
 */
export function publicOrigin(headers: Headers): string {
  const configured = configuredOrigin();
  if (configured) return configured;
  const host =
    headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? headers.get('host') ?? 'localhost:3000';
  const forwardedProto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  return `${forwardedProto ?? (local ? 'http' : 'https')}://${host}`;
}
