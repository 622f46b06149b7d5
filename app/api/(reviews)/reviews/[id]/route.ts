import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { handler, parseJson, parseIdParam } from '@/lib/http';
import { hideReview, removeReview } from '@/lib/reviews';
import { reviewVisibilitySchema } from '@/lib/validation';
import { obj, operation, pathId, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/reviews/[id]'>;

/** Admins hide a review from the site, or show it again. */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'review id');
  const admin = await requireAdmin();
  const { hidden } = await parseJson(request, reviewVisibilitySchema);
  return NextResponse.json(await hideReview(admin, id, hidden));
});

export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'review id');
  const admin = await requireAdmin();
  return NextResponse.json(await removeReview(admin, id));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  patch: operation({
    summary: 'Hide or show a review (admins)',
    auth: 'admin',
    params: [pathId('id', 'review id')],
    body: reviewVisibilitySchema,
    ok: [200, obj({ hidden: { type: 'boolean' } })],
  }),
  delete: operation({
    summary: 'Delete a review (admins)',
    auth: 'admin',
    params: [pathId('id', 'review id')],
    ok: [200, obj({ deletedCount: { type: 'integer' } })],
  }),
} satisfies RouteOperations;
