import type { OrderDto } from '@/lib/orders';
import { count } from '@/lib/ui';
import { TrackingLink } from './tracking-link';

const day = (iso: string) => iso.slice(0, 10);

/** Lines a row names one by one; more are counted (a row stays short at 1,000 lines: the order's page lists them). */
const NAMED = 3;

/** "30 × Hex bolt, 5 × Nut", or "120 lines, 3,600 units" past NAMED lines. */
function what(lines: readonly { quantity: number; name: string }[]) {
  if (lines.length <= NAMED) return lines.map((line) => `${line.quantity} × ${line.name}`).join(', ');
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  return `${count(lines.length, ['line', 'lines'])}, ${count(units, ['unit', 'units'])}`;
}

/** An order's parcels (carrier, tracking link, what is in each) and what is still to come. */
export function OrderShipments({ order }: { order: OrderDto }) {
  if (order.shipments.length === 0) return null;
  const still = order.lines.filter((line) => line.toShipQuantity > 0);
  return (
    <div className="mt-2 space-y-1 text-xs" data-testid="order-shipments">
      <ul className="space-y-1">
        {order.shipments.map((shipment, index) => (
          <li key={shipment._id} data-testid="shipment">
            <span className="font-semibold">
              Shipment {index + 1}, {day(shipment.shippedAt)}:
            </span>{' '}
            {what(shipment.lines)} · {shipment.carrierName}
            <TrackingLink shipment={shipment} />
          </li>
        ))}
      </ul>
      {still.length > 0 && (
        <p data-testid="still-to-come">
          <span className="font-semibold">Still to come:</span>{' '}
          {what(still.map((line) => ({ quantity: line.toShipQuantity, name: line.name })))}
        </p>
      )}
      {order.deliveredAt && <p>Delivered {day(order.deliveredAt)}</p>}
    </div>
  );
}
