import { REQUEST_KEY_HEADER } from '@/lib/model';
import { clearAccessToken, readAccessToken } from './access-token';

export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; error: string; fields?: Record<string, string>; body?: unknown };

/** `body` goes as JSON, or as it is when it is FormData (a file upload: the browser sets the boundary). */
export type ApiRequest = { method?: string; body?: unknown; signal?: AbortSignal; requestKey?: string };

/**
 * Calls our own API with the session cookie and, as the spec's clients do, the stored access
 * token as a bearer credential. Never throws: network failures come back as status 0.
 * A 401/403 clears the stored token; lib/client/use-api.ts decides where the user goes next.
 */
export async function apiFetch<T = unknown>(
  url: string,
  { method = 'GET', body, signal, requestKey }: ApiRequest = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (requestKey) headers[REQUEST_KEY_HEADER] = requestKey;
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch {
    return {
      ok: false,
      status: 0,
      error: 'Could not reach the server. Check your connection and try again.',
    };
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401 || response.status === 403) clearAccessToken();
  if (response.ok)
    return { ok: true, status: response.status, data: payload as T, headers: response.headers };
  const error =
    payload && typeof payload === 'object' && 'error' in payload
      ? String(payload.error)
      : `Request failed (${response.status})`;
  const fields =
    payload && typeof payload === 'object' && 'fields' in payload
      ? (payload.fields as Record<string, string>)
      : undefined;
  // The whole answer too, for refusals that carry more than a message (an import's list of problems).
  return { ok: false, status: response.status, error, fields, body: payload };
}
