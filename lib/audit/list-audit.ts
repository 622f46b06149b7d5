import 'server-only';
import type { AuditAction, Page, Paging } from '@/lib/model';
import { findAuditPage } from './store/audit';
import { toAuditEntryDto, type AuditEntryDto } from './audit-dto';

// The Audit Log's importers read the answer's type from here.

/** Newest first; by action, by who did it and by what it was done to. */
export async function listAuditPage(
  filter: { action?: AuditAction; actor?: string; target?: string },
  { skip, limit }: Paging,
): Promise<Page<AuditEntryDto>> {
  const { rows, total } = await findAuditPage(filter, skip, limit);
  return { rows: rows.map(toAuditEntryDto), total };
}
