/**
 * The link of an outbox message that holds a secret (a password-reset or confirmation token),
 * under the message's `_id`, sealed with a key derived from AUTH_SECRET (lib/mail/sealed-link.ts):
 * a copy of the database alone cannot read it. Dropped when the message is sent, and when the link
 * expires (`expiresAt`: the sender's pass and a TTL index both drop it), whichever comes first.
 */
export type MailSecretDoc = {
  _id: string;
  sealed: string;
  expiresAt: Date;
};
