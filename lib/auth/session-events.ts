import 'server-only';
import { cookies } from 'next/headers';
import { endSession, isLoggedOut } from '@/lib/accounts';
import { SESSION_HINT_COOKIE, SESSION_HINT_MAX_AGE, SESSION_MAX_AGE } from './session-hint';

/** What Auth.js's sign-in and sign-out events do beyond its own cookie (lib/session/next-auth.ts). */

/** How long a session's cookie lives after it was last issued (lib/session/auth-config.ts). */
const SESSION_COOKIE_MS = SESSION_MAX_AGE * 1000;

/**
 * LOG OUT (Auth.js's signOut event): this session's cookie and its access tokens stop working, for
 * as long as a copy of its cookie could still be unexpired (none is renewed after: mayRenewSession).
 */
export async function endSignedOutSession(sid: unknown): Promise<void> {
  if (typeof sid === 'string' && sid) await endSession(sid, new Date(Date.now() + SESSION_COOKIE_MS));
}

/**
 * Whether Auth.js may renew a session's cookie on POST /api/auth/session (its session update, which
 * the app never sends): not a logged-out session's, or a copy of its cookie could outlive the record
 * of its end. GET /api/auth/session refuses ended sessions in its route.
 */
export async function mayRenewSession(sid: unknown): Promise<boolean> {
  return !(typeof sid === 'string' && sid && (await isLoggedOut(sid)));
}

/**
 * The navbar's sign-in hint (./session-hint.ts), set in the response of Auth.js's sign-in and
 * sign-out routes. Outside a route handler (no response to set it on) it is left to the browser.
 */
export async function setSessionHint(signedIn: boolean): Promise<void> {
  try {
    const jar = await cookies();
    if (signedIn)
      jar.set(SESSION_HINT_COOKIE, '1', { path: '/', maxAge: SESSION_HINT_MAX_AGE, sameSite: 'lax' });
    else jar.delete(SESSION_HINT_COOKIE);
  } catch {
    // Not in a route handler or server action: cookies cannot be set here.
  }
}
