import 'server-only';
import type { z } from 'zod';
import { hashPassword } from '@/lib/auth/password';
import { AUTH_MESSAGES } from '@/lib/auth/messages';
import { createUserWithPassword, emailIsTaken } from '@/lib/db/users';
import { AppError } from '@/lib/model/app-error';
import type { registerSchema } from '@/lib/validation/auth';

/**
 * Creates a customer with a password. An email that already has an account (Google included)
 * is refused: registering must never attach a new password to someone else's account.
 */
export async function registerUser({
  name,
  email,
  password,
}: z.output<typeof registerSchema>): Promise<{ id: string }> {
  // Cheap check first: a taken email costs no argon2 hash. The unique index settles races.
  if (await emailIsTaken(email)) throw new AppError('conflict', AUTH_MESSAGES.email_taken);
  const created = await createUserWithPassword({ email, name }, await hashPassword(password));
  if (created === 'taken') throw new AppError('conflict', AUTH_MESSAGES.email_taken);
  return { id: created.id.toHexString() };
}
