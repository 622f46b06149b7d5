import 'server-only';
import { passwordResetsCollection } from './collections';
import type { PasswordResetDoc } from './password-resets-doc';
export type { PasswordResetDoc } from './password-resets-doc';

export async function insertPasswordReset(reset: PasswordResetDoc): Promise<void> {
  await (await passwordResetsCollection()).insertOne(reset);
}

/** Uses a link up, if it still can be used: one conditional update, so two tabs cannot both use it. */
export async function spendReset(tokenHash: string, now: Date): Promise<PasswordResetDoc | null> {
  return (await passwordResetsCollection()).findOneAndUpdate(
    { _id: tokenHash, usedAt: { $exists: false }, expiresAt: { $gt: now } },
    { $set: { usedAt: now } },
    { returnDocument: 'after' },
  );
}

/** Every link still open for `email` is used up (a reset was done with one of them). */
export async function spendResetsOf(email: string, now: Date): Promise<void> {
  await (
    await passwordResetsCollection()
  ).updateMany({ email, usedAt: { $exists: false } }, { $set: { usedAt: now } });
}
