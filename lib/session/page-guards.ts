import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { isDatabaseUnavailable } from '@/lib/db';
import { AppError, can, STORE } from '@/lib/model';
import { loginUrlFor, PAGE_PATH_HEADER, safeCallbackPath } from '@/lib/auth';
import type { Caller } from '@/lib/model';
import { getCaller, getSessionCaller } from './caller';

/** The protected page being rendered, as proxy.ts saw it (a same-site path, never a client's value). */
export async function pagePath(): Promise<string> {
  return safeCallbackPath((await headers()).get(PAGE_PATH_HEADER), '/dashboard');
}

/** Pages: a signed-out visitor goes to /login, which brings them back to `origin` afterwards. */
export async function requirePageUser(origin?: string): Promise<Caller> {
  // An expired or foreign token is "signed out"; a database outage is not (it reaches error.tsx).
  const caller = await getCaller().catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!caller) redirect(loginUrlFor(origin ?? (await pagePath())));
  return caller;
}

/**
 * The admin screens' guard (app/dashboard/(admin)/layout.tsx) and their pages: the caller if they
 * are an admin, otherwise null. The layout then renders <ForcedSignOut/> (a render cannot clear
 * cookies itself), which signs out and goes to /login; the page renders nothing and reads no data
 * (layouts are not rendered again on client navigation, so the page asks too).
 */
export async function getPageAdmin(): Promise<Caller | null> {
  const caller = await requirePageUser();
  return can(caller, 'administer', STORE) ? caller : null;
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
