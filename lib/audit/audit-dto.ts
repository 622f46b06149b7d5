import { z } from 'zod';
import type { AuditDoc } from './store/audit';
import { idString, isoDateTime } from '@/lib/validation';

/** One audit entry as the Audit Log shows it. */
export const auditEntryDtoSchema = z.object({
  _id: idString,
  action: z.string(),
  actor: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  at: isoDateTime,
});
export type AuditEntryDto = z.output<typeof auditEntryDtoSchema>;

export const toAuditEntryDto = (doc: AuditDoc): AuditEntryDto => ({
  _id: doc._id!.toHexString(),
  action: doc.action,
  actor: doc.actor,
  target: doc.target,
  details: doc.details ?? null,
  at: doc.at.toISOString(),
});
