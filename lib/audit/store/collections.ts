import 'server-only';
import { collection } from '@/lib/db';
import type { AuditDoc } from './audit-doc';

/** lib/audit's tables: only lib/audit/store reads or writes them. */
export const auditCollection = collection<AuditDoc>('audit');
