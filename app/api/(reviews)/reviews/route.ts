import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { requireAdmin } from '@/lib/session';
import { handler, listAnswer } from '@/lib/http';
import { listAdminReviews } from '@/lib/reviews';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** Manage Reviews: every review (hidden ones too) with its author's email, newest first, paged. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, z.object({}), (_query, paging) => listAdminReviews(paging));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Manage Reviews list (admins)',
    auth: 'admin',
    paged: true,
    ok: [200, arrayOf('AdminReview')],
  }),
} satisfies RouteOperations;
