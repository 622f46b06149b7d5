// The face of lib/reviews: what other modules, pages and components may import from it (eslint.config.mjs
// refuses `@/lib/reviews/<file>` from outside it). Its own files import each other directly.

export { addReview } from './add-review';
export { adminReviewDtoSchema } from './admin-review-dto';
export type { AdminReviewDto } from './admin-review-dto';
export { getHomeReviews, listReviewPage } from './list-reviews';
export { hideReview, listAdminReviews, removeReview } from './moderate-reviews';
export { reviewDtoSchema } from './review-dto';
export type { ReviewDto } from './review-dto';
export { addReviewIfMissing } from './store/seed-reviews';
