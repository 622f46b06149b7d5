import 'server-only';
import { emailConfirmationsCollection } from './collections';
import type { EmailConfirmationDoc } from './email-confirmations-doc';
export type { EmailConfirmationDoc } from './email-confirmations-doc';

export async function insertEmailConfirmation(link: EmailConfirmationDoc): Promise<void> {
  await (await emailConfirmationsCollection()).insertOne(link);
}

/** Uses a link up, if it still can be used: one conditional update, so it confirms once. */
export async function spendEmailConfirmation(
  tokenHash: string,
  now: Date,
): Promise<EmailConfirmationDoc | null> {
  return (await emailConfirmationsCollection()).findOneAndUpdate(
    { _id: tokenHash, usedAt: { $exists: false }, expiresAt: { $gt: now } },
    { $set: { usedAt: now } },
    { returnDocument: 'after' },
  );
}

/** The address is confirmed: its other links have nothing left to do. */
export async function spendEmailConfirmationsOf(email: string, now: Date): Promise<void> {
  await (
    await emailConfirmationsCollection()
  ).updateMany({ email, usedAt: { $exists: false } }, { $set: { usedAt: now } });
}
