import 'server-only';
import type { Filter } from 'mongodb';
import { reviewsCollection } from './collections';
import type { Id } from '@/lib/db';
import type { ReviewDoc } from './reviews-doc';
export type { ReviewDoc } from './reviews-doc';

const publicFilter = (email?: string): Filter<ReviewDoc> => ({
  hidden: { $ne: true },
  ...(email ? { email } : {}),
});

/** Public reviews, newest first (hidden ones never). */
export async function listReviews(
  filter: { email?: string } = {},
  limit = 50,
  skip = 0,
): Promise<ReviewDoc[]> {
  return (await reviewsCollection())
    .find(publicFilter(filter.email))
    .sort({ createdAt: -1, _id: -1 })
    .skip(skip)
    .limit(limit)
    .toArray();
}

export async function countReviews(filter: { email?: string } = {}): Promise<number> {
  return (await reviewsCollection()).countDocuments(publicFilter(filter.email));
}

/**
 * One review per customer: a new one replaces the customer's earlier one (and shows as new).
 * A review an admin hid stays hidden: its new text waits for an admin to show it. Atomic on the
 * unique email index, so a double submit cannot leave two.
 */
export async function saveReview(
  review: Omit<ReviewDoc, '_id' | 'createdAt' | 'hidden'>,
): Promise<ReviewDoc> {
  const reviews = await reviewsCollection();
  await reviews.updateOne(
    { email: review.email },
    { $set: { ...review, createdAt: new Date() } },
    { upsert: true },
  );
  return (await reviews.findOne({ email: review.email }))!;
}

/** Manage Reviews: every review, hidden ones included, newest first. */
export async function findReviewPage(skip: number, limit: number) {
  const reviews = await reviewsCollection();
  const [rows, total] = await Promise.all([
    reviews.find().sort({ createdAt: -1, _id: -1 }).skip(skip).limit(limit).toArray(),
    reviews.estimatedDocumentCount(),
  ]);
  return { rows, total };
}

export async function setReviewHidden(id: Id, hidden: boolean): Promise<ReviewDoc | null> {
  return (await reviewsCollection()).findOneAndUpdate(
    { _id: id },
    { $set: { hidden } },
    { returnDocument: 'before' },
  );
}

export async function deleteReview(id: Id): Promise<ReviewDoc | null> {
  return (await reviewsCollection()).findOneAndDelete({ _id: id });
}
