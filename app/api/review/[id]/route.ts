import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { addReview } from '@/lib/reviews/add-review';
import { reviewSchema } from '@/lib/validation/review';

/**
 * SPEC §7 POST /review/{id}. The author is the signed-in caller; {id} (the spec's clients send
 * the user's id there) and any email/name in the body are not trusted for it.
 */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const review = await addReview(caller, await parseJson(request, reviewSchema));
  return NextResponse.json(review, { status: 201 });
});
