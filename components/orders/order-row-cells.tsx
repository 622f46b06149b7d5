import { Cell } from '@/components/ui/data-table';
import { formatDollars } from '@/lib/selling';
import type { OrderDto } from '@/lib/orders';
import { OrderParts } from './order-parts';
import { OrderRefunds } from './order-refunds';
import { OrderShipments } from './order-shipments';

/** The Placed cell of an order row, in My Orders and Manage All Order alike: its number and date. */
export function OrderPlacedCell({ order }: { order: OrderDto }) {
  return (
    <Cell label="Placed" className="whitespace-nowrap">
      {order.number && (
        <span className="block font-medium" data-testid="order-number">
          {order.number}
        </span>
      )}
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
      <Cell label="Quantity">{order.productQuantity}</Cell>
      <Cell label="Total">${formatDollars(order.totalPrize)}</Cell>
    </>
  );
}
