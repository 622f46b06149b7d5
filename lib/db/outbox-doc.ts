/**
 * One email to send (lib/mail/): recorded when what causes it happens, delivered by the sender.
 * `_id` names that cause (`order-paid:<order id>`), so recording it twice keeps one. A sender
 * takes it for a while (`leaseUntil`) before sending: an instance that dies holding it lets it go
 * again when the lease runs out, and the mail may then go twice, never not at all.
 */
export type OutboxDoc = {
  _id: string;
  to: string;
  subject: string;
  /** The body, until it is sent (then only who and what stay: a sent reset link is kept nowhere). */
  text: string;
  html: string;
  /** `pending` until sent; `failed` after the last attempt (an admin may send it again). */
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  /** When a sender may try it next. */
  dueAt: Date;
  leaseUntil?: Date;
  lastError?: string;
  createdAt: Date;
  sentAt?: Date;
};
