import 'server-only';
import { listReviews } from '@/lib/db/reviews';
import { emailsWithPaidOrders } from '@/lib/db/orders';
import { toReviewDto, type ReviewDto } from './review-dto';

/** Newest first, each marked 'verified buyer' when its author has a paid order. */
export async function getReviews(filter: { email?: string } = {}, limit = 50): Promise<ReviewDto[]> {
  const docs = await listReviews(filter, limit);
  const verified = await emailsWithPaidOrders([...new Set(docs.map((d) => d.email))]);
  return docs.map((doc) => toReviewDto(doc, verified));
}
