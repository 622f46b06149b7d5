import 'server-only';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { credentialsCollection, endSession, revokeSessions, type CredentialDoc } from '@/lib/db/users';
import { conflict, forbidden, unprocessable } from '@/lib/http/errors';
import { limitPerUser } from '@/lib/http/rate-limit';
import type { changePasswordSchema, signOutEverywhereSchema } from '@/lib/validation/auth';
import type { Caller } from './caller';
import { SESSION_HINT_COOKIE, SESSION_HINT_MAX_AGE } from './session-hint';
import { hashPassword, verifyPassword } from './password';

/** A Google-only account proves it is the owner at the keyboard by a sign-in this recent. */
const RECENT_SIGN_IN_MS = 15 * 60_000;

/**
 * The current password, checked: each try costs an argon2 check, so a stolen session must not
 * become a password-guessing oracle (5 tries in 15 minutes).
 */
async function confirmPassword(caller: Caller, credential: CredentialDoc, password: string | undefined) {
  await limitPerUser(caller.id, 'password-change', 5, 15);
  if (!password || !(await verifyPassword(credential.passwordHash, password))) {
    const message = password ? 'The current password is not correct' : 'Current password is Required';
    throw unprocessable(message, { currentPassword: message });
  }
}

/**
 * My Profile's Sign out everywhere: every other session and every access token of the caller end
 * at once (anything issued before now is refused, lib/auth/caller.ts), except the session that
 * asked. Whoever asks proves to be the owner: the current password, or for an account without
 * one a Google sign-in in the last 15 minutes.
 */
export async function signOutEverywhere(
  caller: Caller,
  input: z.output<typeof signOutEverywhereSchema>,
): Promise<void> {
  const credential = await (await credentialsCollection()).findOne({ email: caller.email });
  if (credential) await confirmPassword(caller, credential, input.currentPassword);
  else if (Date.now() - (caller.signedInAt ?? 0) > RECENT_SIGN_IN_MS)
    throw forbidden('Please sign in again with Google, then sign out everywhere within 15 minutes.');
  await revokeSessions({ email: caller.email }, caller.sid);
}

/** A new password, once the current one is confirmed; other sessions end (someone may know the old one). */
export async function changePassword(
  caller: Caller,
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  const credentials = await credentialsCollection();
  const credential = await credentials.findOne({ email: caller.email });
  if (!credential) throw conflict('This account signs in with Google: it has no password to change.');
  await confirmPassword(caller, credential, input.currentPassword);
  await credentials.updateOne(
    { _id: credential._id },
    { $set: { passwordHash: await hashPassword(input.newPassword) } },
  );
  await revokeSessions({ email: caller.email }, caller.sid);
}

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

/** Whether the account has a password (Google-only accounts have none to change). */
export async function hasPassword(email: string): Promise<boolean> {
  return (await (await credentialsCollection()).countDocuments({ email }, { limit: 1 })) > 0;
}
