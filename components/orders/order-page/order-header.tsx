import Link from 'next/link';
import type { OrderPageView } from '@/lib/orders';
import { formatDollars } from '@/lib/selling';
import { count } from '@/lib/ui';
import { chargesFacts } from '../charges-facts';
import { OrderStatus } from '../order-status';

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/** The order page's head: what the order is, who placed it, where it stands and what it cost. */
export function OrderHeader({ view }: { view: OrderPageView }) {
  const { order } = view;
  const facts: [string, React.ReactNode][] = [
    ['Placed', utc(order.createdAt)],
    ['Status', <OrderStatus key="status" order={order} />],
    [
      'Payment',
      order.onAccount && !order.paid ? (
        <span key="account" data-testid="on-account">
          on account · {order.onAccount.terms} · invoice due {order.onAccount.dueDate ?? '—'}
        </span>
      ) : order.paid ? (
        <span key="paid">
          paid · Transaction id: <span data-testid="transaction-id">{order.transactionId}</span>
        </span>
      ) : order.holdUntil ? (
        `unpaid · stock held until ${utc(order.holdUntil)}`
      ) : (
        'unpaid'
      ),
    ],
    ...(view.invoice
      ? ([
          [
            'Invoice',
            <span key="invoice">
              <span data-testid="invoice-state">
                {`${view.invoice.number}: ${view.invoice.state} ($${formatDollars(view.invoice.paid)} of $${formatDollars(view.invoice.amount)} paid) · due ${view.invoice.dueDate}`}
              </span>
              {view.invoice.payable && (
                <>
                  {' · '}
                  <Link
                    href={`/dashboard/company/invoices/${order._id}/pay`}
                    className="font-medium text-brand-700 underline"
                  >
                    Pay this invoice by card
                  </Link>
                </>
              )}
            </span>,
          ],
        ] as [string, React.ReactNode][])
      : []),
    ['Placed by', `${order.customerName} · ${order.customerEmail} · ${order.phoneNumber}`],
    ...(order.poNumber ? ([['PO', order.poNumber]] as [string, string][]) : []),
    [
      'Lines',
      `${count(view.lineCount, ['line', 'lines'])}, ${count(order.productQuantity, ['unit', 'units'])}` +
        ((order.paid || order.onAccount) && view.toShipUnits > 0
          ? ` (${count(view.toShipUnits, ['unit', 'units'])} still to ship)`
          : ''),
    ],
    ...chargesFacts(order),
    ['Total', <strong key="total">${formatDollars(order.totalPrize)}</strong>],
    ...(order.saving > 0
      ? ([['Contract prices saved', `$${formatDollars(order.saving)} against list prices`]] as [
          string,
          string,
        ][])
      : []),
    ...(order.refundedPrize > 0
      ? ([['Refunded', `$${formatDollars(order.refundedPrize)}`]] as [string, string][])
      : []),
  ];
  return (
    <dl
      className="card grid gap-x-6 gap-y-2 p-4 text-sm sm:grid-cols-[max-content_1fr]"
      data-testid="order-header"
    >
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-steel-700">{term}</dt>
          <dd className="wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
