import 'server-only';
import type { z } from 'zod';
import type { CredentialDoc } from '@/lib/accounts';
import { findCredential, hasCredential, revokeSessions, setPasswordHash } from '@/lib/accounts';
import { AppError } from '@/lib/model';
import { limitPerUser } from '@/lib/limits';
import type { changePasswordSchema, signOutEverywhereSchema } from '@/lib/validation';
import type { Caller } from '@/lib/model';
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
    throw new AppError('invalid', message, { currentPassword: message });
  }
}

/**
 * My Profile's Sign out everywhere: every other session and every access token of the caller end
 * at once (anything issued before now is refused, lib/session/caller.ts), except the session that
 * asked. Whoever asks proves to be the owner: the current password, or for an account without
 * one a Google sign-in in the last 15 minutes.
 */
export async function signOutEverywhere(
  caller: Caller,
  input: z.output<typeof signOutEverywhereSchema>,
): Promise<void> {
  const credential = await findCredential(caller.email);
  if (credential) await confirmPassword(caller, credential, input.currentPassword);
  else if (Date.now() - (caller.signedInAt ?? 0) > RECENT_SIGN_IN_MS)
    throw new AppError(
      'forbidden',
      'Please sign in again with Google, then sign out everywhere within 15 minutes.',
    );
  await revokeSessions({ email: caller.email }, caller.sid);
}

/** A new password, once the current one is confirmed; other sessions end (someone may know the old one). */
export async function changePassword(
  caller: Caller,
  input: z.output<typeof changePasswordSchema>,
): Promise<void> {
  const credential = await findCredential(caller.email);
  if (!credential)
    throw new AppError('conflict', 'This account signs in with Google: it has no password to change.');
  await confirmPassword(caller, credential, input.currentPassword);
  await setPasswordHash(credential._id!, await hashPassword(input.newPassword));
  await revokeSessions({ email: caller.email }, caller.sid);
}

/** Whether the account has a password (Google-only accounts have none to change). */
export async function hasPassword(email: string): Promise<boolean> {
  return hasCredential(email);
}
