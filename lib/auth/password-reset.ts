import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { recordAudit } from '@/lib/db/audit';
import { insertPasswordReset, spendReset, spendResetsOf } from '@/lib/db/password-resets';
import { findCredential, findUserByEmail, revokeSessions, setPasswordHash } from '@/lib/db/users';
import { limit } from '@/lib/limits/limits';
import { storeLink } from '@/lib/mail/layout';
import { googleAccountMail, passwordResetMail } from './account-mails';
import { recordMail } from '@/lib/mail/record';
import { AppError } from '@/lib/model/app-error';
import { hashPassword } from './password';

/** How long a link works. */
export const RESET_LINK_MINUTES = 30;
/** Links asked for one address per hour: enough to retry, too few to flood someone's inbox. */
const PER_ADDRESS_PER_HOUR = 3;

export const RESET_SENT =
  'If an account uses that address, we have sent it an email with a link to choose a new password. The link works for 30 minutes.';
export const RESET_LINK_UNUSABLE = 'This link has expired or was already used. Ask for a new one.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password?": an email with a single-use link, good for 30 minutes, to the account's
 * address; an account that signs in only with Google is told so instead. The caller answers the
 * same whether or not the address has an account (RESET_SENT), so the form tells nobody which
 * addresses are customers'. Limited per address here (and per client address by the route).
 */
export async function requestPasswordReset(email: string): Promise<void> {
  await limit(`password-reset:email:${email}`, PER_ADDRESS_PER_HOUR, 60);
  const user = await findUserByEmail(email);
  if (!user) return;
  const now = new Date();
  if (!(await findCredential(email))) {
    // One such note per address per hour at most (the limit above); keyed by the hour it was asked.
    const hour = now.toISOString().slice(0, 13);
    await recordMail(`google-account:${email}:${hour}`, email, googleAccountMail(user.name ?? null));
    return;
  }
  // The token is in the link's fragment (#token=…): a browser never sends it to a server or in a Referer.
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashOf(token);
  await insertPasswordReset({
    _id: tokenHash,
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
  });
  const link = storeLink(`/reset-password#token=${token}`);
  await recordMail(
    `password-reset:${tokenHash}`,
    email,
    passwordResetMail(user.name ?? null, link, RESET_LINK_MINUTES),
  );
}

/**
 * A new password from a link: the link is used up (once, whatever races), every session of the
 * account ends (device cookies included: anything issued before now), the password is set, and
 * the address's other links are spent too. Sessions end before the password changes, so a crash
 * in between can leave the old password with no session, never the new one with old sessions.
 */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const now = new Date();
  const reset = await spendReset(hashOf(token), now);
  if (!reset) throw new AppError('invalid', RESET_LINK_UNUSABLE, { token: RESET_LINK_UNUSABLE });
  const credential = await findCredential(reset.email);
  if (!credential) throw new AppError('invalid', RESET_LINK_UNUSABLE, { token: RESET_LINK_UNUSABLE });
  await revokeSessions({ email: reset.email });
  await setPasswordHash(credential._id!, passwordHash);
  await spendResetsOf(reset.email, now);
  await recordAudit({
    action: 'account.password-reset',
    actor: reset.email,
    target: reset.email,
    details: {},
  });
}
