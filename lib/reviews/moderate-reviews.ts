import 'server-only';
import type { Caller, Page, Paging } from '@/lib/model';
import { expireTag, CACHE_TAGS } from '@/lib/cache';
import { recordAudit } from '@/lib/audit';
import { toId } from '@/lib/db';
import { deleteReview, findReviewPage, setReviewHidden } from './store/reviews';
import { AppError } from '@/lib/model';
import { toAdminReviewDto, type AdminReviewDto } from './admin-review-dto';

// The screen's importers read the answer's type from here.

export async function listAdminReviews({ skip, limit }: Paging): Promise<Page<AdminReviewDto>> {
  const { rows, total } = await findReviewPage(skip, limit);
  return { rows: rows.map(toAdminReviewDto), total };
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
