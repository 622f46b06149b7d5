import { siteOrigin } from '@/lib/env';

/**
 * A message as recorded: plain text and HTML saying the same; `replyTo` where answering it should
 * reach someone else than the store's sender (a contact message: the visitor).
 */
export type MailContent = { subject: string; text: string; html: string; replyTo?: string };

/** One part of a message: a paragraph, or a button-like link (its URL is written out in the text). */
export type MailBlock = string | { link: string; label: string };

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** What a message may say depends on its address: confirmed by its owner, or not (yet). */
export type Recipient = { confirmed: boolean };

/**
 * "Hello Mia," to an address its owner confirmed; "Hello," to any other. A name is whatever the
 * buyer or the registrant typed, and a stranger can type a whole advert there (decision 0026).
 */
export const hello = (name: string | null | undefined, to: Recipient): string =>
  to.confirmed && name?.trim() ? `Hello ${name.trim()},` : 'Hello,';

/** An absolute link into the store (mail is read far from the site). */
export const storeLink = (path: string) => `${siteOrigin()}${path}`;

/**
 * A message in the store's voice: a greeting, the blocks, the sign-off; HTML in one column that
 * reads on a phone (system fonts, 16 px, links as large buttons) and the same words as text.
 */
export function mail(subject: string, greeting: string, blocks: readonly MailBlock[]): MailContent {
  const text = [
    greeting,
    ...blocks.map((block) => (typeof block === 'string' ? block : `${block.label}: ${block.link}`)),
    '— Partsmith',
  ].join('\n\n');
  const body = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6">
<div style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#111827;background:#ffffff">
<p style="margin:0 0 16px;font-size:20px;font-weight:700">Partsmith</p>
<p style="margin:0 0 16px">${escapeHtml(greeting)}</p>
${body}
<p style="margin:24px 0 0;color:#4b5563">— Partsmith</p>
</div>
</body></html>`;
  return { subject, text, html };
}
