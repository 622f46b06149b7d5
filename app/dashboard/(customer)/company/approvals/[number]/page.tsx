import Link from 'next/link';
import { notFound } from 'next/navigation';
import { RequisitionDecision } from '@/components/companies/requisition-decision';
import { Decision } from '@/components/companies/requisitions-table';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { firstValues, tablePaging } from '@/lib/http';
import { addressLine, AppError, REQUISITION_STATUS_LABELS } from '@/lib/model';
import { getRequisition } from '@/lib/orders';
import { formatDollars } from '@/lib/selling';
import { requirePageUser } from '@/lib/session';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

/**
 * A requisition's page (issue 34), where the approval mail leads: its lines at their frozen
 * prices, why it needs approval, and for an approver the buyer's spending this month and last
 * three orders beside Approve and Reject. Its buyer sees where it stands; anyone else gets the 404.
 */
export default async function RequisitionPage({
  params,
  searchParams,
}: PageProps<'/dashboard/company/approvals/[number]'>) {
  const caller = await requirePageUser();
  const { number } = await params;
  const requisition = await getRequisition(caller, number).catch((error) => {
    if (error instanceof AppError) notFound();
    throw error;
  });
  const paging = tablePaging(firstValues(await searchParams).page);
  const lines = requisition.lines.slice(paging.skip, paging.skip + paging.limit);
  const spending = requisition.buyerSpending;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/dashboard/company/approvals" className="font-semibold text-brand-700 hover:underline">
          ← Approvals
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-bold">Requisition {requisition.number}</h1>
      <div className="card mb-6 space-y-2 p-4 text-sm" data-testid="requisition-summary">
        <p>
          <strong>{REQUISITION_STATUS_LABELS[requisition.status]}</strong>:{' '}
          <Decision requisition={requisition} />
        </p>
        <p>
          {requisition.buyer.name ?? requisition.buyer.email} asks for {requisition.lineCount}{' '}
          {requisition.lineCount === 1 ? 'line' : 'lines'}
          {requisition.quoteNumber
            ? ` of the offer on quote ${requisition.quoteNumber}, at its prices`
            : ''}, {dollars(requisition.total)}
          {requisition.poNumber ? `, PO ${requisition.poNumber}` : ''}, on{' '}
          {requisition.createdAt.slice(0, 10)}.
        </p>
        <p>It needs approval because {requisition.reasons.join('; ')}.</p>
        <p>
          Ship to:{' '}
          {requisition.company.shipTo
            ? `${requisition.company.shipTo.label}: ${addressLine(requisition.company.shipTo.address)}`
            : `bill-to, ${addressLine(requisition.company.billTo)}`}
        </p>
        {requisition.leftOut > 0 && (
          <p>Approved without {requisition.leftOut} of its lines (short of stock).</p>
        )}
      </div>
      {spending && (
        <section
          aria-labelledby="spending-heading"
          className="card mb-6 p-4 text-sm"
          data-testid="buyer-spending"
        >
          <h2 id="spending-heading" className="mb-2 font-semibold">
            The buyer this month
          </h2>
          <p>
            Spent {dollars(spending.spentThisMonth)}
            {spending.leftThisMonth !== null
              ? `, ${dollars(spending.leftThisMonth)} left of their limit`
              : ''}
            .
          </p>
          <p>
            Last orders:{' '}
            {spending.lastOrders.length === 0
              ? 'none yet.'
              : spending.lastOrders.map((order) => `${order.number} ${dollars(order.total)}`).join(', ')}
          </p>
        </section>
      )}
      {requisition.mayDecide && <RequisitionDecision number={requisition.number} />}
      <DataTable label="Requisition lines" columns={['Part', 'Quantity', 'Unit price', 'Total']}>
        {lines.map((line) => (
          <Row key={line.productId}>
            <Cell label="Part" className="wrap-anywhere">
              {line.partNumber && <p className="font-medium">{line.partNumber}</p>}
              <p>{line.name}</p>
            </Cell>
            <Cell label="Quantity">{line.quantity.toLocaleString('en-US')}</Cell>
            <Cell label="Unit price">{dollars(line.unitPrice)}</Cell>
            <Cell label="Total">{dollars(line.total)}</Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager
        page={paging.page}
        shown={lines.length}
        total={requisition.lines.length}
        noun={['line', 'lines']}
      />
    </>
  );
}
