import 'server-only';
import type { z } from 'zod';
import { mailConfirmationLink, hashPassword, AUTH_MESSAGES } from '@/lib/auth';
import { createUserWithPassword, emailIsTaken } from '@/lib/accounts';
import { limit } from '@/lib/limits';
import { AppError } from '@/lib/model';
import type { registerSchema } from '@/lib/validation';

/**
 * Accounts one client address opens per hour. Each mails a stranger's address a confirmation
 * link if it is not the registrant's own: a handful an hour serves an office signing up together,
 * not a script (sign-up attempts, refused ones included, have their own limit in the route).
 */
export const ACCOUNTS_PER_ADDRESS_PER_HOUR = 3;

/**
 * Creates a customer with a password and mails its address a confirmation link (decision 0026).
 * An email that already has an account (Google included) is refused: registering must never
 * attach a new password to someone else's account. `clientIp` counts the accounts its address
 * opens (a refused email opens none, so it counts none).
 */
export async function registerUser(
  { name, email, password }: z.output<typeof registerSchema>,
  clientIp: string,
): Promise<{ id: string }> {
  // Cheap check first: a taken email costs no argon2 hash. The unique index settles races.
  if (await emailIsTaken(email)) throw new AppError('conflict', AUTH_MESSAGES.email_taken);
  await limit(`accounts:ip:${clientIp}`, ACCOUNTS_PER_ADDRESS_PER_HOUR, 60);
  const created = await createUserWithPassword({ email, name }, await hashPassword(password));
  if (created === 'taken') throw new AppError('conflict', AUTH_MESSAGES.email_taken);
  // The account exists whatever comes of its mail: a failure is logged, and Send again remains.
  await mailConfirmationLink(email).catch((error: Error) =>
    console.error('Confirmation link not recorded for a new account:', error.message),
  );
  return { id: created.id.toHexString() };
}
