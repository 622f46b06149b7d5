/**
 * A link that confirms an address (lib/auth/email-confirmation.ts), like a password-reset link:
 * stored by the SHA-256 of its token, so a copy of the database confirms nothing. Used once
 * (`usedAt`), good until `expiresAt`; the TTL index drops it then.
 */
export type EmailConfirmationDoc = {
  _id: string;
  email: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt?: Date;
};
