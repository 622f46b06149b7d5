import type { ShipmentSummary } from '@/lib/orders';
import { count } from '@/lib/ui';
import { TrackingLink } from '../tracking-link';

/** The order page's parcels: each with its carrier, tracking link and size (its lines show what each line got). */
export function OrderParcels({
  shipments,
  deliveredAt,
}: {
  shipments: ShipmentSummary[];
  deliveredAt: string | null;
}) {
  if (shipments.length === 0) return null;
  return (
    <section aria-labelledby="parcels" className="mt-6">
      <h2 id="parcels" className="mb-2 text-lg font-semibold">
        Shipments
      </h2>
      <ul className="card space-y-1 p-4 text-sm">
        {shipments.map((shipment, index) => (
          <li key={shipment._id} data-testid="shipment">
            <span className="font-semibold">
              Shipment {index + 1}, {shipment.shippedAt.slice(0, 10)}:
            </span>{' '}
            {count(shipment.lineCount, ['line', 'lines'])}, {count(shipment.unitCount, ['unit', 'units'])} ·{' '}
            {shipment.carrierName}
            <TrackingLink shipment={shipment} />
          </li>
        ))}
        {deliveredAt && <li>Delivered {deliveredAt.slice(0, 10)}</li>}
      </ul>
    </section>
  );
}
