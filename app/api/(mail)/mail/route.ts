import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { handler, listAnswer } from '@/lib/http';
import { listUndeliveredMail } from '@/lib/mail';
import { requireAdmin } from '@/lib/session';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** Admins: mail the store could not deliver yet (retrying) or gave up on, the oldest first. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, z.object({}), (_query, paging) => listUndeliveredMail(paging));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Mail not delivered yet, or given up on (admins)',
    auth: 'admin',
    paged: true,
    ok: [200, arrayOf('UndeliveredMail')],
  }),
} satisfies RouteOperations;
