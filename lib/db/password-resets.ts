import 'server-only';
import { passwordResetsCollection } from './collections';
import type { PasswordResetDoc } from './password-resets-doc';
export type { PasswordResetDoc } from './password-resets-doc';

export async function insertPasswordReset(reset: PasswordResetDoc): Promise<void> {
  await (await passwordResetsCollection()).insertOne(reset);
}

/** A link that can still be used at `now` (not used, not expired), or null. */
export async function findUsableReset(tokenHash: string, now: Date): Promise<PasswordResetDoc | null> {
  return (await passwordResetsCollection()).findOne({
    _id: tokenHash,
    usedAt: { $exists: false },
    expiresAt: { $gt: now },
  });
}

/** Uses a link up, if it still can be used: one conditional update, so two tabs cannot both use it. */
export async function spendReset(tokenHash: string, now: Date): Promise<PasswordResetDoc | null> {
  return (await passwordResetsCollection()).findOneAndUpdate(
    { _id: tokenHash, usedAt: { $exists: false }, expiresAt: { $gt: now } },
    { $set: { usedAt: now } },
    { returnDocument: 'after' },
  );
}
