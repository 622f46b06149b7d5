import 'server-only';
import { recordAudit } from '@/lib/audit';
import { insertPasswordReset, spendReset, spendResetsOf } from './store/password-resets';
import { findCredential, findUserByEmail, revokeSessions, setPasswordHash } from '@/lib/accounts';
import { limit } from '@/lib/limits';
import { storeLink, recordMail, SEALED_LINK } from '@/lib/mail';
import { AppError } from '@/lib/model';
import { googleAccountMail, passwordResetMail } from './account-mails';
import { addressProven } from './email-confirmation';
import { hashOf, newLinkToken } from './link-token';
import { hashPassword } from './password';

/** How long a link works. */
export const RESET_LINK_MINUTES = 30;
/** Links asked for one address per hour: enough to retry, too few to flood someone's inbox. */
const PER_ADDRESS_PER_HOUR = 3;

export const RESET_SENT =
  'If an account uses that address, we have sent it an email with a link to choose a new password. The link works for 30 minutes.';
export const RESET_LINK_UNUSABLE = 'This link has expired or was already used. Ask for a new one.';

/**
 * "Forgot password?", before the answer: the per-address limit, the same work for any address
 * (counted whether or not it has an account). Nothing here asks whether it has one: the answer
 * must take the same time for both (the route answers, then calls mailPasswordReset).
 */
export async function admitPasswordReset(email: string): Promise<void> {
  await limit(`password-reset:email:${email}`, PER_ADDRESS_PER_HOUR, 60);
}

/**
 * "Forgot password?", after the answer: an email with a single-use link, good for 30 minutes, to
 * the account's address; an account that signs in only with Google is told so instead; an
 * address without an account gets nothing. It also goes to an address not yet confirmed (the
 * link is itself proof of the inbox), at most PER_ADDRESS_PER_HOUR times, greeting nobody by name.
 * Runs after the request was answered, so it throws nothing: a failure is logged.
 */
export async function mailPasswordReset(email: string): Promise<void> {
  try {
    await mailResetLink(email);
  } catch (error) {
    console.error(`Password reset for an address not recorded:`, (error as Error).message);
  }
}

async function mailResetLink(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const now = new Date();
  const name = user.name ?? null;
  if (!(await findCredential(email))) {
    // One such note per address per hour at most (the limit); keyed by the hour it was asked.
    const hour = now.toISOString().slice(0, 13);
    await recordMail(`google-account:${email}:${hour}`, email, (to) => googleAccountMail(name, to), {
      unconfirmedToo: true,
    });
    return;
  }
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await insertPasswordReset({ _id: tokenHash, email, createdAt: now, expiresAt });
  // The link is sealed beside the message, never in it: a copy of the outbox opens no account.
  await recordMail(
    `password-reset:${tokenHash}`,
    email,
    (to) => passwordResetMail(name, to, SEALED_LINK, RESET_LINK_MINUTES),
    {
      unconfirmedToo: true,
      sealedLink: { link: storeLink(`/reset-password#token=${token}`), until: expiresAt },
    },
  );
}

/**
 * A new password from a link: the link is used up (once, whatever races), every session of the
 * account ends (device cookies included: anything issued before now), the password is set, and
 * the address's other links are spent too. Sessions end before the password changes, so a crash
 * in between can leave the old password with no session, never the new one with old sessions.
 * The link came to the address, so the address is proven too (its held mail goes).
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
  await addressProven(reset.email);
  await recordAudit({
    action: 'account.password-reset',
    actor: reset.email,
    target: reset.email,
    details: {},
  });
}
