import type { ShipmentDto } from '@/lib/orders';

/**
 * A parcel's tracking number after its carrier: a link to the carrier's tracking page where there
 * is one (a new tab), else the number as given; nothing without a number.
 */
export function TrackingLink({
  shipment,
}: {
  shipment: Pick<ShipmentDto, 'trackingNumber' | 'trackingUrl'>;
}) {
  if (!shipment.trackingNumber) return null;
  if (!shipment.trackingUrl) return <> {shipment.trackingNumber}</>;
  return (
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
  );
}
