import 'server-only';
import type { AuditAction } from '@/lib/model';
import { auditCollection } from './collections';
import type { AuditDoc } from './audit-doc';
export type { AuditDoc } from './audit-doc';

/** Who did what to whom, when. Append-only: nothing in the app updates or deletes these. */
export async function recordAudit(entry: Omit<AuditDoc, 'at'>): Promise<void> {
  await (await auditCollection()).insertOne({ ...entry, at: new Date() });
}

/** Whether `action` was already recorded for `target` (entries that must appear once). */
export async function hasAudit(action: AuditAction, target: string): Promise<boolean> {
  return (await (await auditCollection()).countDocuments({ action, target }, { limit: 1 })) > 0;
}

/** The Audit Log screen: newest first, by action and by who did it (an exact email or "system"). */
export async function findAuditPage(
  filter: { action?: AuditAction; actor?: string; target?: string },
  skip: number,
  limit: number,
) {
  const audit = await auditCollection();
  const query = {
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.actor ? { actor: filter.actor } : {}),
    ...(filter.target ? { target: filter.target } : {}),
  };
  const [rows, total] = await Promise.all([
    audit.find(query).sort({ at: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    audit.countDocuments(query),
  ]);
  return { rows, total };
}
