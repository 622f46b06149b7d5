import type { OrderDto } from '@/lib/orders';

const day = (iso: string) => iso.slice(0, 10);

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
            {shipment.lines.map((line) => `${line.quantity} × ${line.name}`).join(', ')} ·{' '}
            {shipment.carrierName}
            {shipment.trackingNumber &&
              (shipment.trackingUrl ? (
                <>
                  {' '}
                  <a
                    href={shipment.trackingUrl}
                    className="font-semibold text-brand-700 underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Track {shipment.trackingNumber}
                  </a>
                </>
              ) : (
                ` ${shipment.trackingNumber}`
              ))}
          </li>
        ))}
      </ul>
      {still.length > 0 && (
        <p data-testid="still-to-come">
          <span className="font-semibold">Still to come:</span>{' '}
          {still.map((line) => `${line.toShipQuantity} × ${line.name}`).join(', ')}
        </p>
      )}
      {order.deliveredAt && <p>Delivered {day(order.deliveredAt)}</p>}
    </div>
  );
}
