import 'server-only';
import { AppError } from '@/lib/model';
import { publicOrigin } from './public-origin';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;

/**
 * CSRF defence in depth (the JSON-only bodies are the first line): a state-changing request that
 * the session cookie authenticates must come from our own pages. Browsers say where a request
 * comes from in Sec-Fetch-Site and Origin; a cross-site one is refused. Bearer-token callers are
 * not affected (a page on another site cannot add that header), nor are requests without the
 * session cookie (they are anonymous, or signed like Stripe's webhook).
 */
export function refuseCrossSite(request: Request): void {
  if (!STATE_CHANGING.has(request.method)) return;
  if (/^Bearer\s/i.test(request.headers.get('authorization') ?? '')) return;
  if (!SESSION_COOKIE.test(request.headers.get('cookie') ?? '')) return;
  const site = request.headers.get('sec-fetch-site');
  const origin = request.headers.get('origin');
  const crossSite =
    site === 'cross-site' ||
    site === 'same-site' ||
    (origin !== null && origin !== publicOrigin(request.headers));
  if (crossSite) throw new AppError('forbidden', 'Requests from other sites are not accepted');
}
