import 'server-only';
import type { z } from 'zod';
import { insertMessage } from '@/lib/db/messages';
import type { contactSchema } from '@/lib/validation/contact';

/** The home page's contact form: kept for the sales team (no mail is sent from here). */
export async function sendContactMessage(message: z.output<typeof contactSchema>): Promise<void> {
  await insertMessage(message);
}
