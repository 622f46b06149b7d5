import Link from 'next/link';
import type { OrderDto } from '@/lib/orders';
import { orderPagePath } from '@/lib/model';
import { OrderRefs } from './order-refs';

/**
 * What an order is for, in a table's Part cell: a one-line order as the spec shows it (the part's
 * name, its number and the PO under it); an order of several lines names its first part and how
 * many more, and links to its page for the lines (a row stays one row at 1,000 lines).
 */
export function OrderParts({ order, strong = true }: { order: OrderDto; strong?: boolean }) {
  if (order.lines.length <= 1)
    return (
      <>
        <p className={strong ? 'font-medium' : undefined}>{order.productName}</p>
        <OrderRefs order={order} />
      </>
    );
  return (
    <>
      <p className={strong ? 'font-medium' : undefined}>{order.productName}</p>
      <Link
        href={orderPagePath(order.number ?? order._id)}
        className="text-xs font-semibold text-brand-700 hover:underline"
      >
        See its {order.lines.length} lines
      </Link>
      <OrderRefs order={{ partNumber: null, poNumber: order.poNumber }} />
    </>
  );
}
