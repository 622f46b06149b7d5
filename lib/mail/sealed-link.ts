import 'server-only';
import { hkdfSync } from 'node:crypto';
import { env } from '@/lib/env';
import { escapeHtml, type MailContent } from './layout';
import { seal, unseal } from './seal';

/**
 * What a recorded message carries where its secret link goes (a password-reset or confirmation
 * link): the outbox never holds the link itself. It waits sealed beside the message and is put in
 * by the sender as it sends (decision 0026).
 */
export const SEALED_LINK = '{{sealed-link}}';

let key: { secret: string; bytes: Buffer } | undefined;
/** A key of its own, derived from AUTH_SECRET: a copy of the database alone opens no sealed link. */
function sealingKey(): Buffer {
  const secret = env().AUTH_SECRET;
  if (key?.secret !== secret)
    key = { secret, bytes: Buffer.from(hkdfSync('sha256', secret, 'partsmith', 'mail sealed link v1', 32)) };
  return key.bytes;
}

export const sealLink = (link: string, messageId: string) => seal(sealingKey(), link, messageId);

/** The link sealed for `messageId`, or null (sealed under another AUTH_SECRET: it is lost). */
export const openLink = (sealed: string, messageId: string) => unseal(sealingKey(), sealed, messageId);

/** The message as it is sent: the link where its placeholder is. */
export const withLink = (content: MailContent, link: string): MailContent => ({
  subject: content.subject,
  text: content.text.replaceAll(SEALED_LINK, link),
  html: content.html.replaceAll(SEALED_LINK, escapeHtml(link)),
});
