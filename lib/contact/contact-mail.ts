import type { MessageDoc } from './store/messages';
import { mail, storeLink, type MailContent } from '@/lib/mail';

/**
 * The store's copy of a contact message. The visitor's words are untrusted: they are the body's
 * text and nothing else (escaped in the HTML), never the greeting or a link, so a stranger cannot
 * make the store's own mail greet or link as they like. Replying answers the visitor (reply-to).
 */
export function contactMail(message: MessageDoc): MailContent {
  const at = message.createdAt.toISOString().slice(0, 16).replace('T', ' ');
  // A paragraph a line: the HTML keeps the visitor's line breaks as the text does.
  const lines = message.message.split(/\r?\n/).filter((line) => line.trim() !== '');
  return {
    ...mail(`Contact form: a message from ${message.email}`, 'Hello,', [
      `A visitor wrote through the contact form on ${at} UTC. Reply to this email to answer them.`,
      `Name: ${message.name}`,
      `Email: ${message.email}`,
      'Their message:',
      ...lines,
      { link: storeLink('/dashboard/messages'), label: 'See every message' },
    ]),
    replyTo: message.email,
  };
}
