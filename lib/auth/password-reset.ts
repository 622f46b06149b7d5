import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { recordAudit } from '@/lib/db/audit';
import { findUsableReset, insertPasswordReset, spendReset } from '@/lib/db/password-resets';
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

/** Whether a link can still be used (the reset page says so before asking for a password). */
export async function resetLinkUsable(token: string): Promise<boolean> {
  return (await findUsableReset(hashOf(token), new Date())) !== null;
}

/**
 * A new password from a link: the link is used up (once, whatever races), the password set, and
 * every session of the account ends, device cookies included (anything issued before now).
 */
export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const reset = await spendReset(hashOf(token), new Date());
  if (!reset) throw new AppError('invalid', RESET_LINK_UNUSABLE, { token: RESET_LINK_UNUSABLE });
  const credential = await findCredential(reset.email);
  if (!credential) throw new AppError('invalid', RESET_LINK_UNUSABLE, { token: RESET_LINK_UNUSABLE });
  await setPasswordHash(credential._id!, await hashPassword(newPassword));
  await revokeSessions({ email: reset.email });
  await recordAudit({
    action: 'account.password-reset',
    actor: reset.email,
    target: reset.email,
    details: {},
  });
}
