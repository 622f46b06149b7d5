'use client';

import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { Stars } from '@/components/ui/stars';
import { TablePager } from '@/components/ui/table-pager';
import { confirmDelete, popupDeleted, useApi, useTablePage, endpoints } from '@/lib/client';
import type { Page } from '@/lib/model';
import type { AdminReviewDto } from '@/lib/reviews';

export function ManageReviews({ initial, page }: { initial: Page<AdminReviewDto>; page: number }) {
  const { rows, total, reload } = useTablePage(endpoints.adminReviews, initial);
  const { call } = useApi('manage-reviews', { refresh: reload });

  const toggle = (review: AdminReviewDto) =>
    call(endpoints.setReviewHidden, {
      params: { id: review._id },
      body: { hidden: !review.hidden },
      popupOnError: true,
      refresh: 'always',
    });

  const remove = async (review: AdminReviewDto) => {
    if (!(await confirmDelete())) return;
    await call(endpoints.deleteReview, {
      params: { id: review._id },
      onSuccess: popupDeleted,
      popupOnError: true,
      refresh: 'always',
    });
  };

  return (
    <div>
      <DataTable
        label="Reviews"
        columns={['Posted', 'Customer', 'Rating', 'Feedback', 'On the site', 'Actions']}
      >
        {rows.map((review) => (
          <Row key={review._id} data-testid="review-row">
            <Cell label="Posted" className="whitespace-nowrap">
              {review.createdAt.slice(0, 10)}
            </Cell>
            <Cell label="Customer">
              <p className="font-medium">{review.name}</p>
              <p className="text-xs wrap-anywhere text-steel-500">{review.email}</p>
            </Cell>
            <Cell label="Rating">
              <Stars rating={review.rating} />
            </Cell>
            <Cell label="Feedback" className="max-w-md text-steel-700">
              {review.customerFeedback}
            </Cell>
            <Cell label="On the site" data-testid="review-visibility">
              {review.hidden ? 'hidden' : 'shown'}
            </Cell>
            <Cell label="Actions" className="cell-actions">
              <button type="button" className="btn-outline" onClick={() => toggle(review)}>
                {review.hidden ? 'Show' : 'Hide'}
              </button>
              <button type="button" className="btn-danger" onClick={() => remove(review)}>
                Delete
              </button>
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['review', 'reviews']} />
    </div>
  );
}
