import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/session/caller';
import { listAuditPage } from '@/lib/audit/list-audit';
import { handler } from '@/lib/http/handler';
import { listAnswer } from '@/lib/http/list-answer';
import { auditListQuerySchema } from '@/lib/validation/lists';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi/operation';

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
