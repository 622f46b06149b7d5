import { z } from 'zod';
import type { ReviewDoc } from './store/reviews';
import { idString, isoDateTime } from '@/lib/validation';

/** Public review: no email, so the carousel and API never publish customers' addresses. */
export const reviewDtoSchema = z.object({
  _id: idString,
  name: z.string(),
  rating: z.number().int().min(1).max(5),
  customerFeedback: z.string(),
  createdAt: isoDateTime,
  verifiedBuyer: z.boolean(),
});
export type ReviewDto = z.output<typeof reviewDtoSchema>;

export function toReviewDto(doc: ReviewDoc, verifiedEmails: ReadonlySet<string>): ReviewDto {
  return {
    _id: doc._id.toHexString(),
    name: doc.name,
    rating: doc.rating,
    customerFeedback: doc.customerFeedback,
    createdAt: doc.createdAt.toISOString(),
    verifiedBuyer: verifiedEmails.has(doc.email),
  };
}
