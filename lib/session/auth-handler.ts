import 'server-only';
import { Auth, setEnvDefaults } from '@auth/core';
import { env } from '@/lib/env';
import { publicOrigin } from '@/lib/http';
import { authOptions } from './next-auth';

/** Where the Auth.js routes live (app/api/auth/[...nextauth]). */
const AUTH_BASE_PATH = '/api/auth';

/**
 * Answers a request to Auth.js's routes (sign-in, sign-out, callbacks, csrf, session) as the store's
 * public origin sees it. Auth.js builds every URL it answers from the request's URL: the sign-out's
 * `{ url }`, the OAuth redirect_uri and callback, the sign-in page after an error. Next hands route
 * handlers a request whose host is the one the server listens on, with loopback addresses renamed
 * `localhost`, and next-auth's own handlers keep that rename even when AUTH_URL is set: the store at
 * http://127.0.0.1:3999 sent every visitor who signed out to http://localhost:3999/ (issue 31).
 * So the request Auth.js reads is rebuilt here on the public origin (AUTH_URL, else the trusted
 * Host headers: lib/http/public-origin.ts), as a plain Request that nothing renames.
 */
export async function handleAuthRequest(request: Request, body?: Uint8Array<ArrayBuffer>): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const onPublicOrigin = new Request(`${publicOrigin(request.headers)}${pathname}${search}`, {
    method: request.method,
    headers: request.headers,
    body,
  });
  const config = { ...authOptions(), basePath: AUTH_BASE_PATH, secret: env().AUTH_SECRET };
  // What next-auth's own handlers add: trustHost, the providers' ids and secrets from AUTH_*.
  setEnvDefaults(process.env, config, true);
  return Auth(onPublicOrigin, config);
}
