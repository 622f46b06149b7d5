import 'server-only';
import type { AuditAction } from '@/lib/model/audit-actions';
import { findAuditPage } from '@/lib/db/audit';
import type { AuditDoc } from '@/lib/db/documents';
import type { Page, Paging } from '@/lib/model/paging';

/** One audit entry as the Audit Log shows it. */
export type AuditEntryDto = {
  _id: string;
  action: string;
  actor: string;
  target: string;
  details: Record<string, unknown> | null;
  at: string;
};

const toDto = (doc: AuditDoc): AuditEntryDto => ({
  _id: doc._id!.toHexString(),
  action: doc.action,
  actor: doc.actor,
  target: doc.target,
  details: doc.details ?? null,
  at: doc.at.toISOString(),
});

/** Newest first; by action, by who did it and by what it was done to. */
export async function listAuditPage(
  filter: { action?: AuditAction; actor?: string; target?: string },
  { skip, limit }: Paging,
): Promise<Page<AuditEntryDto>> {
  const { rows, total } = await findAuditPage(filter, skip, limit);
  return { rows: rows.map(toDto), total };
}
