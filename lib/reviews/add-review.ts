import 'server-only';
import { ObjectId } from 'mongodb';
import { expireTag } from '@/lib/cache/expire';
import { CACHE_TAGS } from '@/lib/cache/tags';
import type { Caller } from '@/lib/auth/caller';
import { reviewsCollection } from '@/lib/db/reviews';
import { getProfile } from '@/lib/profile/profile';
import type { reviewSchema } from '@/lib/validation/review';
import type { z } from 'zod';
import { emailsWithPaidOrders } from '@/lib/db/orders';
import { toReviewDto, type ReviewDto } from './review-dto';

/** The author's email and name come from the session and profile, never from the body. */
export async function addReview(caller: Caller, input: z.output<typeof reviewSchema>): Promise<ReviewDto> {
  const profile = await getProfile(caller.email);
  const review = {
    _id: new ObjectId(),
    email: caller.email,
    name: profile.name ?? caller.name ?? caller.email.split('@')[0]!,
    rating: input.rating,
    customerFeedback: input.customerFeedback,
    createdAt: new Date(),
  };
  await (await reviewsCollection()).insertOne(review);
  await expireTag(CACHE_TAGS.reviews);
  return toReviewDto(review, await emailsWithPaidOrders([caller.email]));
}
