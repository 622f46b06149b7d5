import { z } from 'zod';
import type { ReviewDoc } from './store/reviews';
import { idString, isoDateTime } from '@/lib/validation';

/** What Manage Reviews shows: the public review plus its author's email and whether it is hidden. */
export const adminReviewDtoSchema = z.object({
  _id: idString,
  name: z.string(),
  email: z.string(),
  rating: z.number().int().min(1).max(5),
  customerFeedback: z.string(),
  createdAt: isoDateTime,
  hidden: z.boolean(),
});
export type AdminReviewDto = z.output<typeof adminReviewDtoSchema>;

export const toAdminReviewDto = (doc: ReviewDoc): AdminReviewDto => ({
  _id: doc._id.toHexString(),
  name: doc.name,
  email: doc.email,
  rating: doc.rating,
  customerFeedback: doc.customerFeedback,
  createdAt: doc.createdAt.toISOString(),
  hidden: doc.hidden === true,
});
