import 'server-only';
import type { Caller } from '@/lib/model/caller';
import { expireTag } from '@/lib/cache/expire';
import { CACHE_TAGS } from '@/lib/cache/tags';
import { recordAudit } from '@/lib/db/audit';
import type { ReviewDoc } from '@/lib/db/documents';
import { toId } from '@/lib/db/ids';
import { deleteReview, findReviewPage, setReviewHidden } from '@/lib/db/reviews';
import { AppError } from '@/lib/model/app-error';
import type { Page, Paging } from '@/lib/model/paging';

/** What Manage Reviews shows: the public review plus its author's email and whether it is hidden. */
export type AdminReviewDto = {
  _id: string;
  name: string;
  email: string;
  rating: number;
  customerFeedback: string;
  createdAt: string;
  hidden: boolean;
};

const toAdminDto = (doc: ReviewDoc): AdminReviewDto => ({
  _id: doc._id.toHexString(),
  name: doc.name,
  email: doc.email,
  rating: doc.rating,
  customerFeedback: doc.customerFeedback,
  createdAt: doc.createdAt.toISOString(),
  hidden: doc.hidden === true,
});

export async function listAdminReviews({ skip, limit }: Paging): Promise<Page<AdminReviewDto>> {
  const { rows, total } = await findReviewPage(skip, limit);
  return { rows: rows.map(toAdminDto), total };
}

/** Hides or shows a review on the site; audited, and the home page's carousel follows at once. */
export async function hideReview(admin: Caller, id: string, hidden: boolean): Promise<{ hidden: boolean }> {
  const before = await setReviewHidden(toId(id), hidden);
  if (!before) throw new AppError('not_found:review');
  if ((before.hidden === true) !== hidden) {
    await recordAudit({
      action: hidden ? 'review.hide' : 'review.show',
      actor: admin.email,
      target: id,
      details: { author: before.email },
    });
    await expireTag(CACHE_TAGS.reviews);
  }
  return { hidden };
}

export async function removeReview(admin: Caller, id: string): Promise<{ deletedCount: number }> {
  const removed = await deleteReview(toId(id));
  if (!removed) throw new AppError('not_found:review');
  await recordAudit({
    action: 'review.delete',
    actor: admin.email,
    target: id,
    details: { author: removed.email, rating: removed.rating },
  });
  await expireTag(CACHE_TAGS.reviews);
  return { deletedCount: 1 };
}
