/** Sign-in routing shared by proxy.ts, pages and client components: no server-only imports. */

export const LOGIN_PATH = '/login';

/**
 * Only same-site paths may be redirect targets after sign-in; anything else (absolute URLs,
 * protocol-relative `//evil.example`, backslash tricks) falls back to `fallback`.
 */
export function safeCallbackPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, 'http://same.site');
    if (url.origin !== 'http://same.site') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export const loginUrlFor = (origin: string) => `${LOGIN_PATH}?callbackUrl=${encodeURIComponent(origin)}`;
