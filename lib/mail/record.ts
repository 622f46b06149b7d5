import 'server-only';
import { keepMailSecret } from './store/mail-secrets';
import { insertOutbox } from './store/outbox';
import { releaseMailTo } from './held';
import type { MailContent, Recipient } from './layout';
import { recipientOf } from './recipients';
import { sealLink } from './sealed-link';
import { sendDueMailSoon } from './sender';

/** A message's words, given whether its address is confirmed (what a greeting may say depends on it). */
export type MailRender = MailContent | ((to: Recipient) => MailContent);

export type RecordOptions = {
  /**
   * Mail that must reach an address nobody has confirmed yet, by its nature: the confirmation
   * link, a password-reset link (itself proof of the inbox). Its caller bounds how often it goes.
   * Any other mail to an unconfirmed address is held until the address is confirmed.
   */
  unconfirmedToo?: true;
  /**
   * A link holding a secret, written where the body says SEALED_LINK: kept sealed beside the
   * message, never in it, until `until` (when the link stops working) or until it is sent.
   */
  sealedLink?: { link: string; until: Date };
};

/**
 * Records a message to `to` in the outbox, named by what causes it (`key`, e.g.
 * `order-paid:<order id>`: recording the same cause twice keeps one), then asks this instance's
 * sender to deliver it now rather than at its next round. Callers record right after the change
 * that causes the message is written. Mail to an address not confirmed is held (decision 0026),
 * and its words know it: no buyer-typed name greets an address nobody has confirmed.
 */
export async function recordMail(
  key: string,
  to: string,
  render: MailRender,
  { unconfirmedToo, sealedLink }: RecordOptions = {},
): Promise<void> {
  const recipient = await recipientOf(to);
  const content = typeof render === 'function' ? render(recipient) : render;
  const held = !recipient.confirmed && !unconfirmedToo;
  const now = new Date();
  // The secret first: a crash after it leaves a sealed link that expires unused, never a message
  // without its link.
  if (sealedLink)
    await keepMailSecret({ _id: key, sealed: sealLink(sealedLink.link, key), expiresAt: sealedLink.until });
  const recorded = await insertOutbox({
    _id: key,
    to,
    ...content,
    state: held ? 'held' : 'pending',
    ...(sealedLink ? { sealed: true as const } : {}),
    attempts: 0,
    dueAt: now,
    createdAt: now,
  });
  if (held) {
    // Confirmed meanwhile? Its release may have run before this message was written: release it
    // here (one of the two always sees the other's write, so nothing stays held by a race).
    if ((await recipientOf(to)).confirmed) await releaseMailTo(to);
    return;
  }
  if (recorded) sendDueMailSoon();
}
