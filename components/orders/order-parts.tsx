import type { OrderDto } from '@/lib/orders';
import { OrderRefs } from './order-refs';

/**
 * What an order is for, in a table's Part cell: a one-line order as the spec shows it (the part's
 * name, its number and the PO under it); an order of several lines lists each part with its
 * number and quantity under the PO.
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
      <p className={strong ? 'font-medium' : undefined}>{order.lines.length} parts</p>
      <ul className="mt-1 space-y-0.5 text-xs" data-testid="order-lines">
        {order.lines.map((line) => (
          <li key={line.productId}>
            {line.partNumber && <span className="text-steel-500">{line.partNumber} </span>}
            {line.name} × {line.quantity}
          </li>
        ))}
      </ul>
      <OrderRefs order={{ partNumber: null, poNumber: order.poNumber }} />
    </>
  );
}
