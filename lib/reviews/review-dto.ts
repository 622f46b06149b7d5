import type { ReviewDoc } from '@/lib/db/documents';

/** Public review: no email, so the carousel and API never publish customers' addresses. */
export type ReviewDto = {
  _id: string;
  name: string;
  rating: number;
  customerFeedback: string;
  createdAt: string;
  verifiedBuyer: boolean;
};

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
