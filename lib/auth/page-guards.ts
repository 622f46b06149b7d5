import 'server-only';
import { redirect } from 'next/navigation';
import { isDatabaseUnavailable } from '@/lib/db/availability';
import { HttpError } from '@/lib/http/errors';
import { loginUrlFor } from './routes';
import { getCaller, getSessionCaller, type Caller } from './caller';

/** Pages: a signed-out visitor goes to /login, which brings them back to `origin` afterwards. */
export async function requirePageUser(origin: string): Promise<Caller> {
  // An expired or foreign token is "signed out"; a database outage is not (it reaches error.tsx).
  const caller = await getCaller().catch((error: unknown) => {
    if (error instanceof HttpError) return null;
    throw error;
  });
  if (!caller) redirect(loginUrlFor(origin));
  return caller;
}

/**
 * Admin pages: the caller if they are an admin, otherwise null — the page then renders
 * <ForcedSignOut/> (a page cannot clear cookies itself), which signs out and goes to /login.
 */
export async function getPageAdmin(origin: string): Promise<Caller | null> {
  const caller = await requirePageUser(origin);
  return caller.role === 'admin' ? caller : null;
}

/**
 * /login and /register send a signed-in visitor on. A revoked session (signed out everywhere, a
 * changed password) counts as signed out, or the two would bounce it back and forth; so does a
 * session that cannot be checked while the database is down (the form then says so on submit).
 */
export async function isSignedIn(): Promise<boolean> {
  const caller = await getSessionCaller().catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) return null;
    throw error; // Next's own signals (a dynamic page at build) must pass through
  });
  return caller !== null;
}
