import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { listAuditPage } from '@/lib/audit/list-audit';
import { handler } from '@/lib/http/handler';
import { listAnswer } from '@/lib/http/list-answer';
import { auditListQuerySchema } from '@/lib/validation/lists';

/** The audit log, for admins: newest first, paged; `action` and `actor` filters. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, auditListQuerySchema, listAuditPage);
});
