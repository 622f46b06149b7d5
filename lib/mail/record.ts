import 'server-only';
import { insertOutbox } from '@/lib/db/outbox';
import type { MailContent } from './layout';
import { sendDueMailSoon } from './sender';

/**
 * Records a message to `to` in the outbox, named by what causes it (`key`, e.g.
 * `order-paid:<order id>`: recording the same cause twice keeps one), then asks this instance's
 * sender to deliver it now rather than at its next round. Callers record right after the change
 * that causes the message is written.
 */
export async function recordMail(key: string, to: string, content: MailContent): Promise<void> {
  const now = new Date();
  const recorded = await insertOutbox({
    _id: key,
    to,
    ...content,
    state: 'pending',
    attempts: 0,
    dueAt: now,
    createdAt: now,
  });
  if (recorded) sendDueMailSoon();
}
