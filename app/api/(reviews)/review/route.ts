import type { NextRequest } from 'next/server';
import { requireSelfOrAdmin } from '@/lib/session';
import { handler, listAnswer } from '@/lib/http';
import { listReviewPage } from '@/lib/reviews';
import { reviewQuerySchema } from '@/lib/validation';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/**
 * Newest first, for anyone, paged. `?email=` narrows to one author, for that author or an admin
 * only: otherwise anyone could ask whether an address reviewed (and bought, 'verified buyer') here.
 */
export const GET = handler((request: NextRequest) =>
  listAnswer(request, reviewQuerySchema, async ({ email }, paging) => {
    if (email) await requireSelfOrAdmin(email);
    return listReviewPage({ email }, paging);
  }),
);

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Reviews, newest first (?email=: that author or admins)',
    auth: 'none',
    query: reviewQuerySchema,
    paged: true,
    ok: [200, arrayOf('Review')],
    errors: [401, 403],
  }),
} satisfies RouteOperations;
