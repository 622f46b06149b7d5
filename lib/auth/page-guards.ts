import 'server-only';
import { redirect } from 'next/navigation';
import { HttpError } from '@/lib/http/errors';
import { loginUrlFor } from './routes';
import { getCaller, type Caller } from './caller';

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
