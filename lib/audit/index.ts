// The face of lib/audit: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/audit/<file>` from outside it). Its own files import each other directly.

export { auditEntryDtoSchema } from './audit-dto';
export type { AuditEntryDto } from './audit-dto';
export { detailText } from './detail-text';
export { listAuditPage } from './list-audit';
export { hasAudit, recordAudit } from './store/audit';
