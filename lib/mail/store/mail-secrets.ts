import 'server-only';
import { mailSecretsCollection } from './collections';
import type { MailSecretDoc } from './mail-secrets-doc';
export type { MailSecretDoc } from './mail-secrets-doc';

/** Keeps a message's sealed link (replacing one kept under the same message, which is the same cause). */
export async function keepMailSecret(secret: MailSecretDoc): Promise<void> {
  const { _id, ...rest } = secret;
  await (await mailSecretsCollection()).updateOne({ _id }, { $set: rest }, { upsert: true });
}

/** The sealed link of message `id`, if it is still there and has not expired at `now`. */
export async function findMailSecret(id: string, now: Date): Promise<MailSecretDoc | null> {
  return (await mailSecretsCollection()).findOne({ _id: id, expiresAt: { $gt: now } });
}

export async function dropMailSecret(id: string): Promise<void> {
  await (await mailSecretsCollection()).deleteOne({ _id: id });
}

/** Links past their expiry go at once, not at the TTL monitor's next round (a minute, or never locally). */
export async function dropExpiredMailSecrets(now: Date): Promise<void> {
  await (await mailSecretsCollection()).deleteMany({ expiresAt: { $lte: now } });
}
