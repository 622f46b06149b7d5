/**
 * One email to send (lib/mail/): recorded when what causes it happens, delivered by the sender.
 * `_id` names that cause (`order-paid:<order id>`), so recording it twice keeps one. A sender
 * takes it for a while (`leaseUntil`) before sending: an instance that dies holding it lets it go
 * again when the lease runs out, and the mail may then go twice, never not at all.
 */
export type OutboxDoc = {
  _id: string;
  to: string;
  /** Where an answer goes, if not to the store's sender (a contact message: its visitor). */
  replyTo?: string;
  subject: string;
  /**
   * The body, until it is sent (then only who and what stay). A link that holds a secret (a reset
   * or confirmation token) is never in it: `sealed` messages carry a placeholder, and the link
   * waits sealed in `mail_secrets` until the sender renders it (decision 0026).
   */
  text: string;
  html: string;
  /**
   * `held` until its address is confirmed (then `pending`); `pending` until sent; `failed` after
   * the last attempt (an admin may send it again); `expired` when its sealed link ran out first.
   */
  state: 'held' | 'pending' | 'sent' | 'failed' | 'expired';
  /** Its link is sealed in `mail_secrets` under the same `_id`. */
  sealed?: true;
  attempts: number;
  /** When a sender may try it next (past the recipient's hourly bound: when a place frees up). */
  dueAt: Date;
  leaseUntil?: Date;
  lastError?: string;
  createdAt: Date;
  sentAt?: Date;
  expiredAt?: Date;
};
