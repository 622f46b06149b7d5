import Link from 'next/link';
import type { ReactNode } from 'react';
import { Cell, Row } from '@/components/ui/data-table';
import { formatDollars } from '@/lib/selling';
import type { OrderDto } from '@/lib/orders';
import { OrderParts } from './order-parts';
import { orderPagePath } from '@/lib/model';
import { OrderRefunds } from './order-refunds';
import { OrderShipments } from './order-shipments';

/** The columns an order row starts with (`withCustomer`: Manage All Order's). */
export const orderColumns = (withCustomer: boolean) => [
  'Placed',
  ...(withCustomer ? ['Customer'] : []),
  'Part',
  'Quantity',
  'Total',
];

/**
 * One order as a row of My Orders or Manage All Order, written once for both (issue 33): its number
 * (a link to its page) and date, the customer for the store's side, what it is for, how much; then
 * the list's own cells (`children`: status, payment, actions).
 */
export function OrderRow({
  order,
  withCustomer = false,
  children,
}: {
  order: OrderDto;
  withCustomer?: boolean;
  children: ReactNode;
}) {
  return (
    <Row data-testid="order-row">
      <OrderPlacedCell order={order} />
      {withCustomer && (
        <Cell label="Customer">
          <p className="font-medium">{order.customerName}</p>
          <p className="text-xs wrap-anywhere text-steel-500">{order.customerEmail}</p>
        </Cell>
      )}
      <OrderContentCells order={order} strong={!withCustomer} />
      {children}
    </Row>
  );
}

/** The Placed cell of an order row: its number, a link to its page, and its date. */
function OrderPlacedCell({ order }: { order: OrderDto }) {
  return (
    <Cell label="Placed" className="whitespace-nowrap">
      <Link
        href={orderPagePath(order.number ?? order._id)}
        className="block font-semibold text-brand-700 hover:underline"
      >
        <span data-testid="order-number">{order.number ?? 'Open'}</span>
      </Link>
      {order.createdAt.slice(0, 10)}
    </Cell>
  );
}

/** What an order row says of its contents: the Part cell (its lines, shipments and refunds), then Quantity and Total. */
function OrderContentCells({ order, strong }: { order: OrderDto; strong?: boolean }) {
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
