import 'server-only';
import { collection } from '@/lib/db';
import type { ReviewDoc } from './reviews-doc';

/** lib/reviews's tables: only lib/reviews/store reads or writes them. */
export const reviewsCollection = collection<ReviewDoc>('reviews');
