import { z } from 'zod';
import { emailSchema } from './email';

export const contactSchema = z.object({
  name: z
    .string({ error: 'Name is Required' })
    .trim()
    .min(1, 'Name is Required')
    .max(100, 'Name is too long (100 characters at most)'),
  email: emailSchema,
  message: z
    .string({ error: 'Message is Required' })
    .trim()
    .min(1, 'Message is Required')
    .max(2000, 'Message is too long (2000 characters at most)'),
});

export type ContactInput = z.input<typeof contactSchema>;
