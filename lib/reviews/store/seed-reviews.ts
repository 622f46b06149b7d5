import 'server-only';
import { reviewsCollection } from './collections';
import type { ReviewDoc } from './reviews-doc';

/** A demo review keyed on its author and text, added only if missing: seeding twice changes nothing. */
export async function addReviewIfMissing(review: Omit<ReviewDoc, '_id'>): Promise<void> {
  await (
    await reviewsCollection()
  ).updateOne(
    { email: review.email, customerFeedback: review.customerFeedback },
    { $setOnInsert: review },
    { upsert: true },
  );
}
