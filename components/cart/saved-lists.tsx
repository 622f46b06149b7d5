'use client';

import Link from 'next/link';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import type { SavedListSummaryDto } from '@/lib/cart';
import { endpoints, useTablePage } from '@/lib/client';
import type { Page } from '@/lib/model';
import { MAX_SAVED_LISTS } from '@/lib/validation';
import { SavedListActions } from './saved-list-actions';

type Props = {
  initial: Page<SavedListSummaryDto>;
  page: number;
  /** The customer's own lists, or those shared with their company. */
  scope: 'own' | 'company';
  /** The customer's company (lists can be shared with it), or null. */
  company: string | null;
};

/** Saved lists: each with its size, put in the cart, exported as CSV; one's own also shared or deleted. */
export function SavedLists({ initial, page, scope, company }: Props) {
  const { rows, total, reload } = useTablePage(endpoints.savedLists, initial);
  if (total === 0) {
    return scope === 'company' ? (
      <p className="card p-6 text-steel-500" data-testid="lists-empty">
        Nobody shared a list with {company} yet. Open one of your lists to share it.
      </p>
    ) : (
      <p className="card p-6 text-steel-500" data-testid="lists-empty">
        No saved lists yet. Fill your{' '}
        <Link href="/cart" className="font-semibold text-brand-700 underline">
          cart
        </Link>{' '}
        and save it as a list to order the same parts again.
      </p>
    );
  }
  return (
    <div>
      <p className="mb-3 text-sm text-steel-700">
        {scope === 'company' ? (
          `Lists the members of ${company} shared: put one in your cart or export it.`
        ) : (
          <>
            You can keep up to {MAX_SAVED_LISTS} lists. Save a new one from your{' '}
            <Link href="/cart" className="font-semibold text-brand-700 underline">
              cart
            </Link>
            .
          </>
        )}
      </p>
      <DataTable
        label={scope === 'company' ? `Lists shared with ${company}` : 'Saved lists'}
        columns={['Name', 'Parts', scope === 'company' ? 'Shared by' : 'Shared', 'Saved', 'Actions']}
      >
        {rows.map((list) => (
          <Row key={list._id} data-testid="saved-list">
            <Cell label="Name">
              <Link
                href={`/dashboard/lists/${list._id}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {list.name}
              </Link>
            </Cell>
            <Cell label="Parts">{list.lineCount.toLocaleString('en-US')}</Cell>
            <Cell label={scope === 'company' ? 'Shared by' : 'Shared'}>
              {list.mine ? (list.shared ? `With ${company ?? 'your company'}` : 'No') : list.owner}
            </Cell>
            <Cell label="Saved" className="whitespace-nowrap">
              {list.updatedAt.slice(0, 10)}
            </Cell>
            <Cell label="Actions" className="cell-actions">
              <SavedListActions list={list} company={company} onChanged={() => void reload()} />
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['list', 'lists']} />
    </div>
  );
}
