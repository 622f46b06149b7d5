import 'server-only';
import {
  insertEmailConfirmation,
  spendEmailConfirmation,
  spendEmailConfirmationsOf,
} from './store/email-confirmations';
import { markEmailVerified } from '@/lib/accounts';
import { limit } from '@/lib/limits';
import { releaseMailTo, storeLink, recipientOf, recordMail, SEALED_LINK } from '@/lib/mail';
import { AppError } from '@/lib/model';
import type { Caller } from '@/lib/model';
import { confirmationMail } from './account-mails';
import { ALREADY_CONFIRMED, CONFIRM_LINK_HOURS, CONFIRM_LINK_UNUSABLE } from './confirmation-messages';
import { hashOf, newLinkToken } from './link-token';

/**
 * "Send again", per account and hour: enough for a mail lost to a spam folder, too few to make the
 * store a way of pestering the stranger whose address someone signed up with.
 */
const RESENDS_PER_HOUR = 3;

/** Whether mail may go to `email` (its owner confirmed it, or it is the store's own). */
export const isEmailConfirmed = async (email: string) => (await recipientOf(email)).confirmed;

/**
 * Mails `email` a single-use link that confirms it, good for CONFIRM_LINK_HOURS. Stored by its
 * token's hash; the link itself is sealed beside the message until it is sent (decision 0026).
 */
export async function mailConfirmationLink(email: string): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CONFIRM_LINK_HOURS * 3_600_000);
  await insertEmailConfirmation({ _id: tokenHash, email, createdAt: now, expiresAt });
  await recordMail(
    `email-confirmation:${tokenHash}`,
    email,
    confirmationMail(SEALED_LINK, CONFIRM_LINK_HOURS),
    {
      unconfirmedToo: true,
      sealedLink: { link: storeLink(`/confirm-email#token=${token}`), until: expiresAt },
    },
  );
}

/** "Send again" (a signed-in customer whose address is not confirmed): a new link, limited per hour. */
export async function resendConfirmation(caller: Caller): Promise<void> {
  if (await isEmailConfirmed(caller.email)) throw new AppError('conflict', ALREADY_CONFIRMED);
  await limit(`email-confirmation:user:${caller.id}`, RESENDS_PER_HOUR, 60);
  await mailConfirmationLink(caller.email);
}

/**
 * The owner of `email` proved it (a confirmation link, a password-reset link, Google): mail may
 * go there from now on, and what was held for it goes now.
 */
export async function addressProven(email: string): Promise<void> {
  const now = new Date();
  await markEmailVerified(email, now);
  await spendEmailConfirmationsOf(email, now);
  await releaseMailTo(email);
}

/** A confirmation link followed: once, within its hours, whoever is signed in (the token is the proof). */
export async function confirmEmail(token: string): Promise<void> {
  const link = await spendEmailConfirmation(hashOf(token), new Date());
  if (!link) throw new AppError('invalid', CONFIRM_LINK_UNUSABLE, { token: CONFIRM_LINK_UNUSABLE });
  await addressProven(link.email);
}
