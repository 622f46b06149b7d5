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

export function clearAccessToken() {
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); nothing to clear then.
  }
}
