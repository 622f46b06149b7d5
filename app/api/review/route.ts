import { NextResponse, type NextRequest } from 'next/server';
import { requireSelfOrAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { validate } from '@/lib/http/parse';
import { getReviews } from '@/lib/reviews/list-reviews';
import { reviewQuerySchema } from '@/lib/validation/review';

/**
 * Newest first, for anyone. `?email=` narrows to one author, for that author or an admin only:
 * otherwise anyone could ask whether an address reviewed (and bought, 'verified buyer') here.
 */
export const GET = handler(async (request: NextRequest) => {
  const { email } = validate(reviewQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  if (email) await requireSelfOrAdmin(email);
  return NextResponse.json(await getReviews({ email }));
});
