import type { OrderDto } from '@/lib/orders';
import { endpoints, endpointUrl } from '@/lib/client';
import { formatDollars } from '@/lib/selling';

const STATUS_WORDS = { pending: 'under way', succeeded: 'refunded', failed: 'failed' } as const;

/** An order's refunds: how much, why, the units cancelled, and each credit note to download. */
export function OrderRefunds({ order }: { order: Pick<OrderDto, '_id' | 'refunds'> }) {
  if (order.refunds.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-xs" data-testid="order-refunds">
      {order.refunds.map((refund) => (
        <li key={refund._id} data-testid="refund">
          <span className="font-semibold">
            Refund of ${formatDollars(refund.amount)} ({STATUS_WORDS[refund.status]}),{' '}
            {refund.at.slice(0, 10)}:
          </span>{' '}
          {refund.reason}
          {refund.lines.length > 0 &&
            ` · ${refund.rma ? 'returned' : 'cancelled'} ${refund.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')}`}
          {refund.failure && <span className="text-red-700"> · {refund.failure}</span>}
          {refund.status === 'succeeded' && (
            <>
              {' '}
              <a
                href={endpointUrl(endpoints.creditNote, { params: { id: order._id, refundId: refund._id } })}
                download
                className="font-semibold text-brand-700 underline"
              >
                Credit note{refund.creditNote ? ` ${refund.creditNote}` : ''}
              </a>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
