import Link from 'next/link';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import {
  orderPagePath,
  RETURN_STATUS_LABELS,
  RETURN_STATUSES,
  type Page,
  type ReturnStatus,
} from '@/lib/model';
import type { ReturnDto } from '@/lib/returns';

type Props = { page: Page<ReturnDto>; pageNumber: number; pageCount: number; status: ReturnStatus | null };

const query = (status: ReturnStatus | null, page: number) => {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return `/dashboard/returns${text ? `?${text}` : ''}`;
};

/**
 * The Returns screen's list (issue 36): every return, or those in one state, newest first, a page
 * at a time; each leads to its order's page, where its steps are taken. A plain GET form and
 * links: it works without JavaScript and every state of it is a URL.
 */
export function ReturnsTable({ page, pageNumber, pageCount, status }: Props) {
  return (
    <>
      <form method="get" action="/dashboard/returns" className="mb-4 flex flex-wrap items-end gap-2">
        <label className="block text-sm">
          <span className="label">State</span>
          <select name="status" defaultValue={status ?? ''} className="input">
            <option value="">Every state</option>
            {RETURN_STATUSES.map((one) => (
              <option key={one} value={one}>
                {RETURN_STATUS_LABELS[one]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-outline">
          Show
        </button>
      </form>
      <p className="mb-2 text-sm" role="status">
        {page.total === 1 ? '1 return' : `${page.total} returns`}
      </p>
      <DataTable
        label="Returns"
        columns={['Asked', 'Return', 'Order', 'Buyer', 'Units', 'State']}
        empty={page.rows.length === 0 && 'No returns here.'}
      >
        {page.rows.map((ret) => (
          <Row key={ret._id} data-testid="return-row">
            <Cell label="Asked">{ret.requestedAt.slice(0, 10)}</Cell>
            <Cell label="Return">{ret.rma ?? '—'}</Cell>
            <Cell label="Order">
              <Link
                href={orderPagePath(ret.orderRef)}
                className="font-semibold text-brand-700 hover:underline"
              >
                {ret.orderRef}
              </Link>
            </Cell>
            <Cell label="Buyer" className="wrap-anywhere">
              {ret.customerName}
            </Cell>
            <Cell label="Units">
              {ret.lines.reduce((sum, line) => sum + line.quantity, 0)} of {ret.lines.length}{' '}
              {ret.lines.length === 1 ? 'part' : 'parts'}
            </Cell>
            <Cell label="State">{RETURN_STATUS_LABELS[ret.status]}</Cell>
          </Row>
        ))}
      </DataTable>
      <Pagination
        page={pageNumber}
        pageCount={pageCount}
        hrefFor={(n) => query(status, n)}
        label="Pages of returns"
        linkAs={Link}
      />
    </>
  );
}
