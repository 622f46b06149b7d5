import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/session';
import { handler, parseJson } from '@/lib/http';
import { addReview } from '@/lib/reviews';
import { reviewSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

/**
 * docs/product.md#the-api POST /review/{id}. The author is the signed-in caller; {id} (the spec's clients
 * send the user's id there) and any email/name in the body are not trusted for it.
 */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const review = await addReview(caller, await parseJson(request, reviewSchema));
  return NextResponse.json(review, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Post your review (replaces your earlier one)',
    auth: 'user',
    params: [
      { ...pathId('id', 'user id'), description: "The spec's client sends its user id; it is not used" },
    ],
    body: reviewSchema,
    ok: [201, ref('Review')],
    errors: [429],
  }),
} satisfies RouteOperations;
