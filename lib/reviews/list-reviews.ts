import 'server-only';
import { unstable_cache } from 'next/cache';
import { CACHE_TAGS, isBuildPhase, PUBLIC_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { listReviews } from '@/lib/db/reviews';
import { emailsWithPaidOrders } from '@/lib/db/orders';
import { toReviewDto, type ReviewDto } from './review-dto';

/** Newest first, each marked 'verified buyer' when its author has a paid order. */
export async function getReviews(filter: { email?: string } = {}, limit = 50): Promise<ReviewDto[]> {
  const docs = await listReviews(filter, limit);
  const verified = await emailsWithPaidOrders([...new Set(docs.map((d) => d.email))]);
  return docs.map((doc) => toReviewDto(doc, verified));
}

/** How many reviews the home page carousel shows. */
const HOME_REVIEW_COUNT = 12;

const cachedHomeReviews = unstable_cache(() => getReviews({}, HOME_REVIEW_COUNT), ['reviews:home'], {
  tags: [CACHE_TAGS.reviews],
  revalidate: PUBLIC_REVALIDATE_SECONDS,
});

/** The home page's carousel, cached; a new review expires it (see addReview). */
export const getHomeReviews = () => (isBuildPhase() ? Promise.resolve([]) : cachedHomeReviews());
