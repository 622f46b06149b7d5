import Link from 'next/link';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { orderPagePath, REQUISITION_STATUS_LABELS, type Page } from '@/lib/model';
import type { RequisitionDto } from '@/lib/orders';
import { formatDollars } from '@/lib/selling';

/**
 * Requisitions (issue 34): each with its buyer, total, where it stands and who decided, linked to
 * its page. Approvals lists the company's, My Orders the buyer's own.
 */
export function RequisitionsTable({
  page,
  requisitions: { rows, total },
  label,
  paged = true,
}: {
  page: number;
  requisitions: Page<RequisitionDto>;
  label: string;
  /** False where the screen pages something else (My Orders): the newest only, no page links. */
  paged?: boolean;
}) {
  return (
    <div>
      <DataTable
        label={label}
        columns={['Requisition', 'Buyer', 'Total', 'Status', 'Decided', 'Asked']}
        empty={total === 0 && 'No requisitions.'}
      >
        {rows.map((requisition) => (
          <Row key={requisition._id} data-testid="requisition">
            <Cell label="Requisition">
              <Link
                href={`/dashboard/company/approvals/${requisition.number}`}
                className="font-medium text-brand-700 hover:underline"
              >
                {requisition.number}
              </Link>
              {requisition.poNumber && <p className="text-xs text-steel-500">PO {requisition.poNumber}</p>}
              {requisition.payOnAccount && <p className="text-xs text-steel-500">On account</p>}
            </Cell>
            <Cell label="Buyer" className="wrap-anywhere">
              {requisition.buyer.name ?? requisition.buyer.email}
            </Cell>
            <Cell label="Total" className="whitespace-nowrap">
              ${formatDollars(requisition.total)} ({requisition.lineCount}{' '}
              {requisition.lineCount === 1 ? 'line' : 'lines'})
            </Cell>
            <Cell label="Status">{REQUISITION_STATUS_LABELS[requisition.status]}</Cell>
            <Cell label="Decided">
              <Decision requisition={requisition} />
            </Cell>
            <Cell label="Asked" className="whitespace-nowrap">
              {requisition.createdAt.slice(0, 10)}
            </Cell>
          </Row>
        ))}
      </DataTable>
      {paged && (
        <TablePager page={page} shown={rows.length} total={total} noun={['requisition', 'requisitions']} />
      )}
    </div>
  );
}

/** Who decided it and what came of it: the order, or the reason. */
export function Decision({ requisition }: { requisition: RequisitionDto }) {
  if (requisition.status === 'pending') return <>Waiting until {requisition.expiresAt.slice(0, 10)}</>;
  return (
    <>
      {requisition.decidedBy && <p>By {requisition.decidedBy}</p>}
      {requisition.orderNumber && (
        <Link href={orderPagePath(requisition.orderNumber)} className="text-brand-700 underline">
          Order {requisition.orderNumber}
        </Link>
      )}
      {requisition.reason && <p className="wrap-anywhere">{requisition.reason}</p>}
    </>
  );
}
