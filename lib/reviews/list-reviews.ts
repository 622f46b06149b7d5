import 'server-only';
import { unstable_cache } from 'next/cache';
import { publicRead, CACHE_TAGS, isBuildPhase, PUBLIC_REVALIDATE_SECONDS } from '@/lib/cache';
import { countReviews, listReviews } from './store/reviews';
import { emailsWithPaidOrders } from '@/lib/orders';
import type { Page, Paging } from '@/lib/model';
import { toReviewDto, type ReviewDto } from './review-dto';

/** Newest first, each marked 'verified buyer' when its author has a paid order. */
export async function getReviews(
  filter: { email?: string } = {},
  limit = 50,
  skip = 0,
): Promise<ReviewDto[]> {
  const docs = await listReviews(filter, limit, skip);
  const verified = await emailsWithPaidOrders([...new Set(docs.map((d) => d.email))]);
  return docs.map((doc) => toReviewDto(doc, verified));
}

/** GET /api/review: one page and the total. */
export async function listReviewPage(
  filter: { email?: string },
  { skip, limit }: Paging,
): Promise<Page<ReviewDto>> {
  const [rows, total] = await Promise.all([getReviews(filter, limit, skip), countReviews(filter)]);
  return { rows, total };
}

/** How many reviews the home page carousel shows. */
const HOME_REVIEW_COUNT = 12;

const cachedHomeReviews = unstable_cache(() => getReviews({}, HOME_REVIEW_COUNT), ['reviews:home'], {
  tags: [CACHE_TAGS.reviews],
  revalidate: PUBLIC_REVALIDATE_SECONDS,
});

/** The home page's carousel, cached; a new review expires it (see addReview). */
export const getHomeReviews = () =>
  isBuildPhase() ? Promise.resolve([]) : publicRead(() => cachedHomeReviews());
