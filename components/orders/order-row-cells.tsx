import Link from 'next/link';
import { Cell } from '@/components/ui/data-table';
import { formatDollars } from '@/lib/selling';
import type { OrderDto } from '@/lib/orders';
import { OrderParts } from './order-parts';
import { orderPagePath } from './order-page-path';
import { OrderRefunds } from './order-refunds';
import { OrderShipments } from './order-shipments';

/**
 * The Placed cell of an order row, in My Orders and Manage All Order alike: its number, a link to
 * its page, and its date.
 */
export function OrderPlacedCell({ order }: { order: OrderDto }) {
  return (
    <Cell label="Placed" className="whitespace-nowrap">
      <Link href={orderPagePath(order)} className="block font-semibold text-brand-700 hover:underline">
        <span data-testid="order-number">{order.number ?? 'Open'}</span>
      </Link>
      {order.createdAt.slice(0, 10)}
    </Cell>
  );
}

/**
 * What an order row says of its contents, in My Orders and Manage All Order alike: the Part cell
 * (its lines, shipments and refunds), then Quantity and Total.
 */
export function OrderContentCells({ order, strong }: { order: OrderDto; strong?: boolean }) {
  return (
    <>
      <Cell label="Part">
        <OrderParts order={order} strong={strong} />
        <OrderShipments order={order} />
        <OrderRefunds order={order} />
      </Cell>
      {/* Units of different parts do not add up to anything a buyer counts: several lines say how many. */}
      <Cell label="Quantity">
        {order.lines.length === 1 ? order.productQuantity : `${order.lines.length} lines`}
      </Cell>
      <Cell label="Total">${formatDollars(order.totalPrize)}</Cell>
    </>
  );
}
