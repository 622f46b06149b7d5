import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { listAuditPage } from '@/lib/audit';
import { handler, listAnswer } from '@/lib/http';
import { auditListQuerySchema } from '@/lib/validation';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** The audit log, for admins: newest first, paged; `action` and `actor` filters. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, auditListQuerySchema, listAuditPage);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'The audit log (admins)',
    auth: 'admin',
    query: auditListQuerySchema,
    paged: true,
    ok: [200, arrayOf('AuditEntry')],
  }),
} satisfies RouteOperations;
