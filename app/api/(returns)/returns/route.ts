import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { RETURN_STATUSES } from '@/lib/model';
import { requireAdmin } from '@/lib/session';
import { handler, listAnswer } from '@/lib/http';
import { listReturns } from '@/lib/returns';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

const querySchema = z.object({
  status: z.enum(RETURN_STATUSES, { error: 'Unknown return status' }).optional(),
});

/** The Returns screen's list (admins): every return, or those in one state, newest first, paged. */
export const GET = handler(async (request: NextRequest) => {
  const admin = await requireAdmin();
  return listAnswer(request, querySchema, (query, paging) =>
    listReturns(admin, query.status ?? null, paging),
  );
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Every return, or those in one state (admins)',
    auth: 'admin',
    query: querySchema,
    paged: true,
    ok: [200, arrayOf('Return')],
  }),
} satisfies RouteOperations;
