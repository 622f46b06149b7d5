'use client';

import { DataTable } from '@/components/ui/data-table';
import { Stars } from '@/components/ui/stars';
import { TablePager } from '@/components/ui/table-pager';
import { loginUrlFor } from '@/lib/auth/routes';
import { apiFetch, isAuthFailure, type ApiResult } from '@/lib/client/api-fetch';
import { confirmDelete, popupDeleted, popupError } from '@/lib/client/popups';
import { signOutTo } from '@/lib/client/sign-out';
import { useTablePage } from '@/lib/client/use-table-page';
import type { Page } from '@/lib/model/paging';
import type { AdminReviewDto } from '@/lib/reviews/moderate-reviews';

const LOGIN_AGAIN = loginUrlFor('/dashboard/managereviews');

export function ManageReviews({ initial, page }: { initial: Page<AdminReviewDto>; page: number }) {
  const { rows, total, reload } = useTablePage('/api/reviews', initial);

  const act = async (request: Promise<ApiResult<unknown>>, after?: () => Promise<void>) => {
    const result = await request;
    if (isAuthFailure(result)) return signOutTo(LOGIN_AGAIN);
    if (result.ok) await after?.();
    else await popupError('Oops...', result.error);
    await reload();
  };

  const toggle = (review: AdminReviewDto) =>
    act(apiFetch(`/api/reviews/${review._id}`, { method: 'PATCH', body: { hidden: !review.hidden } }));

  const remove = async (review: AdminReviewDto) => {
    if (!(await confirmDelete())) return;
    await act(apiFetch(`/api/reviews/${review._id}`, { method: 'DELETE' }), popupDeleted);
  };

  return (
    <div>
      <DataTable
        label="Reviews"
        columns={['Posted', 'Customer', 'Rating', 'Feedback', 'On the site', 'Actions']}
      >
        {rows.map((review) => (
          <tr key={review._id} data-testid="review-row" className="border-t border-steel-100 align-top">
            <td className="px-4 py-3 whitespace-nowrap">{review.createdAt.slice(0, 10)}</td>
            <td className="px-4 py-3">
              <p className="font-medium">{review.name}</p>
              <p className="text-xs text-steel-500">{review.email}</p>
            </td>
            <td className="px-4 py-3">
              <Stars rating={review.rating} />
            </td>
            <td className="max-w-md px-4 py-3 text-steel-700">{review.customerFeedback}</td>
            <td className="px-4 py-3" data-testid="review-visibility">
              {review.hidden ? 'hidden' : 'shown'}
            </td>
            <td className="space-x-2 px-4 py-3 whitespace-nowrap">
              <button type="button" className="btn-outline" onClick={() => toggle(review)}>
                {review.hidden ? 'Show' : 'Hide'}
              </button>
              <button type="button" className="btn-danger" onClick={() => remove(review)}>
                Delete
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['review', 'reviews']} />
    </div>
  );
}
