import { NextResponse, type NextRequest } from 'next/server';
import { handler } from '@/lib/http/handler';
import { validate } from '@/lib/http/parse';
import { getReviews } from '@/lib/reviews/list-reviews';
import { reviewQuerySchema } from '@/lib/validation/review';

/** Newest first; `?email=` narrows to one author. */
export const GET = handler(async (request: NextRequest) => {
  const query = validate(reviewQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await getReviews({ email: query.email }));
});
