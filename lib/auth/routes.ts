/** Sign-in routing shared by proxy.ts, pages and client components: no server-only imports. */

export const LOGIN_PATH = '/login';

/** The protected page's own path, set by proxy.ts (a client's own value is overwritten there). */
export const PAGE_PATH_HEADER = 'x-partsmith-page-path';

const BASE = 'http://same.site';
/** Longer than any path of ours with its query: refused rather than parsed. */
const MAX_LENGTH = 2048;

/** A path the browser reads as another host: `//host`, `/\host` (backslashes are slashes to it). */
const leavesSite = (path: string) => /^[/\\]{2}/.test(path) || /^\/[\\]/.test(path);

/**
 * Only same-site paths may be redirect targets after sign-in; anything else falls back to
 * `fallback`. The value is refused unless it is a single-slash path both before and after the
 * URL parser normalises it (`/.//evil.example` becomes `//evil.example`), and it may hold no
 * backslash, control character or whitespace escape (parsers drop tabs and newlines, so
 * `/\t/evil.example` would also become `//evil.example`). The server's redirect and the
 * browser's navigation after sign-in both use this.
 */
export function safeCallbackPath(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value) || /%(0[09ad]|5c)/i.test(value)) return fallback;
  if (!value.startsWith('/') || leavesSite(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || leavesSite(path)) return fallback;
  // The result must stand on its own too: read again, it still names this site.
  if (new URL(path, BASE).origin !== BASE) return fallback;
  return path;
}

export const loginUrlFor = (origin: string) => `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(origin)}`;

/** Where sign-up goes when no page sent the visitor (docs/product.md#screens-and-routes). */
export const AFTER_SIGN_UP = '/dashboard';

/**
 * Sign-in and sign-up link to each other keeping where the visitor was going (Buy Now → /login →
 * 'Create New User' still ends on the purchase page); without such a page the plain path.
 */
export const registerPathFor = (callback: string) =>
  callback === '/' ? '/register' : `/register?callbackUrl=${encodeURIComponent(callback)}`;
export const loginPathFor = (callback: string) =>
  callback === AFTER_SIGN_UP ? LOGIN_PATH : loginUrlFor(callback);
