import 'server-only';
import type { z } from 'zod';
import { insertMessage } from './store/messages';
import { env } from '@/lib/env';
import { recordMail } from '@/lib/mail';
import type { contactSchema } from '@/lib/validation';
import { contactMail } from './contact-mail';

/**
 * The home page's contact form: the message is kept (admins read it under Messages) and mailed to
 * the store's inbox (CONTACT_EMAIL) through the outbox, named by the message so it goes once. It
 * is stored first: should the mail not be recorded (a crash between the two), the visitor is not
 * told it was sent, and the message still shows on Messages.
 */
export async function sendContactMessage(input: z.output<typeof contactSchema>): Promise<void> {
  const message = await insertMessage(input, new Date());
  await recordMail(`contact:${message._id.toHexString()}`, env().CONTACT_EMAIL, contactMail(message));
}
