import { z } from 'zod';
import type { OutboxDoc } from './store/outbox';
import { isoDateTime } from '@/lib/validation';

/** A message the admin should know about: given up on, or not yet sent after a try. */
export const undeliveredMailDtoSchema = z.object({
  _id: z.string().describe('what caused it: order-paid:<order id>, password-reset:<link>, …'),
  to: z.string(),
  subject: z.string(),
  state: z.enum(['pending', 'failed', 'sent']).describe('failed: given up on; pending: to be tried again'),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  dueAt: isoDateTime.describe('when it is tried next (pending)'),
  createdAt: isoDateTime,
});
export type UndeliveredMailDto = z.output<typeof undeliveredMailDtoSchema>;

export const toUndeliveredMailDto = (doc: Omit<OutboxDoc, 'text' | 'html'>): UndeliveredMailDto => ({
  _id: doc._id,
  to: doc.to,
  subject: doc.subject,
  // The list holds only messages given up on or still being tried (findUndeliveredPage).
  state: doc.state === 'failed' ? 'failed' : 'pending',
  attempts: doc.attempts,
  lastError: doc.lastError ?? null,
  dueAt: doc.dueAt.toISOString(),
  createdAt: doc.createdAt.toISOString(),
});
