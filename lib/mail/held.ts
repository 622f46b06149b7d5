import 'server-only';
import { releaseHeldMail } from './store/outbox';
import { sendDueMailSoon } from './sender';

/**
 * `address` was just confirmed by its owner: the mail held for it (orders placed before the
 * confirmation) goes now, within the recipient's hourly bound like any other.
 */
export async function releaseMailTo(address: string): Promise<void> {
  if ((await releaseHeldMail(address, new Date())) > 0) sendDueMailSoon();
}
