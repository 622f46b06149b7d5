import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/session/caller';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { addReview } from '@/lib/reviews/add-review';
import { reviewSchema } from '@/lib/validation/review';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi/operation';

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
