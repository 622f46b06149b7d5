import 'server-only';
import type { z } from 'zod';
import { credentialsCollection, revokeSessions } from '@/lib/db/users';
import { conflict, unprocessable } from '@/lib/http/errors';
import { limitPerUser } from '@/lib/http/rate-limit';
import type { changePasswordSchema } from '@/lib/validation/auth';
import type { Caller } from './caller';
import { hashPassword, verifyPassword } from './password';

/**
 * Ends every other session and every access token of the caller at once: anything issued before
 * now is refused (lib/auth/caller.ts), except the session that asked (`caller.sid`).
 */
export async function signOutOtherSessions(caller: Caller): Promise<void> {
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
  // Each try costs an argon2 check: a stolen session must not become a password-guessing oracle.
  await limitPerUser(caller.id, 'password-change', 5, 15);
  if (!(await verifyPassword(credential.passwordHash, input.currentPassword))) {
    const message = 'The current password is not correct';
    throw unprocessable(message, { currentPassword: message });
  }
  await credentials.updateOne(
    { _id: credential._id },
    { $set: { passwordHash: await hashPassword(input.newPassword) } },
  );
  await signOutOtherSessions(caller);
}

/** Whether the account has a password (Google-only accounts have none to change). */
export async function hasPassword(email: string): Promise<boolean> {
  return (await (await credentialsCollection()).countDocuments({ email }, { limit: 1 })) > 0;
}
