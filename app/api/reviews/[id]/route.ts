import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { hideReview, removeReview } from '@/lib/reviews/moderate-reviews';
import { parseObjectId } from '@/lib/validation/object-id';
import { reviewVisibilitySchema } from '@/lib/validation/review';

type Context = RouteContext<'/api/reviews/[id]'>;

/** Admins hide a review from the site, or show it again. */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseObjectId((await params).id, 'review id');
  const admin = await requireAdmin();
  const { hidden } = await parseJson(request, reviewVisibilitySchema);
  return NextResponse.json(await hideReview(admin, id, hidden));
});

export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseObjectId((await params).id, 'review id');
  const admin = await requireAdmin();
  return NextResponse.json(await removeReview(admin, id));
});
