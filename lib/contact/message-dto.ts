import { z } from 'zod';
import type { MessageDoc } from './store/messages';
import { idString, isoDateTime } from '@/lib/validation';

/** A contact message as admins read it under Messages: who, when, and the whole text as typed. */
export const contactMessageDtoSchema = z.object({
  _id: idString,
  name: z.string(),
  email: z.string(),
  message: z.string().describe('as typed, line breaks kept (2,000 characters at most)'),
  createdAt: isoDateTime,
});
export type ContactMessageDto = z.output<typeof contactMessageDtoSchema>;

export const toContactMessageDto = (doc: MessageDoc): ContactMessageDto => ({
  _id: doc._id.toHexString(),
  name: doc.name,
  email: doc.email,
  message: doc.message,
  createdAt: doc.createdAt.toISOString(),
});
