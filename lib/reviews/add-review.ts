import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/model';
import { expireTag, CACHE_TAGS } from '@/lib/cache';
import { emailsWithPaidOrders } from '@/lib/orders';
import { saveReview } from './store/reviews';
import { limitPerUser } from '@/lib/limits';
import type { reviewSchema } from '@/lib/validation';
import { toReviewDto, type ReviewDto } from './review-dto';

/** Reviews one customer may post (each replacing the last) per hour. */
const REVIEWS_PER_HOUR = 5;

/**
 * One review per customer: a new one replaces the earlier one. The author's email and shown name
 * come from the account (the name given at sign-up or by Google), never from the request.
 */
export async function addReview(caller: Caller, input: z.output<typeof reviewSchema>): Promise<ReviewDto> {
  await limitPerUser(caller.id, 'review', REVIEWS_PER_HOUR, 60);
  const review = await saveReview({
    email: caller.email,
    name: caller.name?.trim() || caller.email.split('@')[0]!,
    rating: input.rating,
    customerFeedback: input.customerFeedback,
  });
  await expireTag(CACHE_TAGS.reviews);
  return toReviewDto(review, await emailsWithPaidOrders([caller.email]));
}
