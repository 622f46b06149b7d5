/** docs/product.md#entities: the access token lives in localStorage under this key. */
export const ACCESS_TOKEN_KEY = 'accessToken';

export function readAccessToken(): string | null {
  try {
    return window.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function storeAccessToken(token: string) {
  try {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage can be unavailable (private mode, quota): the session cookie still works.
  }
}

/** Counts clears, so a token fetched before one is not stored after it (tokenClears()). */
let clears = 0;

/** How many times the token was cleared in this page: a fetch started before a clear drops its answer. */
export const tokenClears = () => clears;

export function clearAccessToken() {
  clears += 1;
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}
