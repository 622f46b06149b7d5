import Link from 'next/link';
import type { QuoteDto } from '@/lib/quotes';
import { orderPagePath } from '@/lib/model';
import { count } from '@/lib/ui';

/**
 * The orders the acceptances of an offer placed, each linked to its page (for its buyer and the
 * admins): one for an offer accepted whole, several when it was accepted in part (issue 33), with
 * how much is still quoted.
 */
export function QuoteOrders({ quote }: { quote: QuoteDto }) {
  if (quote.orders.length === 0) return null;
  const open = quote.lines.filter((line) => line.accepted < line.quantity).length;
  return (
    <p className="mt-3 text-sm" data-testid="quote-orders">
      {quote.status === 'accepted' ? 'Ordered as' : 'Ordered in part as'}{' '}
      {quote.orders.map((order, index) => (
        <span key={order._id}>
          {index > 0 && ', '}
          <Link
            href={orderPagePath(order.number ?? order._id)}
            className="font-semibold text-brand-700 underline"
          >
            {order.number ?? 'your order'}
          </Link>
        </span>
      ))}
      .{open > 0 && quote.status === 'offered' && ` ${count(open, ['line is', 'lines are'])} still quoted.`}
    </p>
  );
}
