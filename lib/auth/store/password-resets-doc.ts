/**
 * A password-reset link (lib/auth/password-reset.ts): stored by the SHA-256 of its token, so a
 * copy of the database opens no account. Used once (`usedAt`), good until `expiresAt`; the TTL
 * index drops it then.
 */
export type PasswordResetDoc = {
  _id: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt?: Date;
};
