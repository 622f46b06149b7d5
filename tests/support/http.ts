import { inject } from 'vitest';

export const baseURL = () => inject('baseURL');

export type JsonResponse<T = unknown> = { status: number; body: T; headers: Headers };

/** A JSON request to the test app; `cookie` and `token` act as a signed-in caller. */
export async function api<T = unknown>(
  path: string,
  {
    method = 'GET',
    body,
    cookie,
    token,
    headers = {},
    origin = baseURL(),
  }: {
    method?: string;
    body?: unknown;
    cookie?: string;
    token?: string;
    headers?: Record<string, string>;
    /** Another app instance than the shared test app. */
    origin?: string;
  } = {},
): Promise<JsonResponse<T>> {
  const all: Record<string, string> = { Accept: 'application/json', ...headers };
  if (body !== undefined && typeof body !== 'string') all['Content-Type'] = 'application/json';
  if (cookie) all.Cookie = cookie;
  if (token) all.Authorization = `Bearer ${token}`;
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: all,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}
