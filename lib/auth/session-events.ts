import 'server-only';
import { cookies } from 'next/headers';
import { endSession } from '@/lib/db/users';
import { SESSION_HINT_COOKIE, SESSION_HINT_MAX_AGE } from './session-hint';

/** What Auth.js's sign-in and sign-out events do beyond its own cookie (auth.ts). */

/** LOG OUT (Auth.js's signOut event): this session's cookie and its access tokens stop working. */
export async function endSignedOutSession(email: string | null | undefined, sid: unknown): Promise<void> {
  if (email && typeof sid === 'string' && sid) await endSession(email, sid);
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
