'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { confirmAction, endpoints, useApi } from '@/lib/client';
import type { ShippingZoneDto } from '@/lib/shipping';
import { formatDollars } from '@/lib/selling';
import { areasText } from './zone-text';
import { ZoneForm } from './zone-form';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

/** A method in a few words: "Parcel: $25.00, free above $1,000.00". */
function methodText(method: ShippingZoneDto['methods'][number]): string {
  const price =
    method.kind === 'flat'
      ? dollars(method.price ?? 0)
      : method.kind === 'pickup'
        ? 'pickup'
        : `${method.bands.length} ${method.kind === 'weight' ? 'weight' : 'value'} bands`;
  return `${method.name}: ${price}${method.freeAbove !== null ? `, free above ${dollars(method.freeAbove)}` : ''}`;
}

/**
 * The store's shipping zones (store admins, issue 36), in the order a tie between them is decided:
 * where each reaches and its methods, each edited in place or removed after confirming.
 */
export function ZonesList({ zones }: { zones: ShippingZoneDto[] }) {
  const router = useRouter();
  const { call } = useApi('shipping-zones');
  const [editing, setEditing] = useState<string | null>(null);
  const remove = async (zone: ShippingZoneDto) => {
    if (
      !(await confirmAction(
        `Remove ${zone.name}?`,
        'Carts to its places are no longer shipped; orders placed keep their shipping.',
        'Remove',
      ))
    )
      return;
    const result = await call(endpoints.removeZone, { params: { id: zone._id }, popupOnError: true });
    if (result?.ok) router.refresh();
  };
  if (zones.length === 0)
    return (
      <p className="card p-4 text-sm text-steel-700">
        No shipping zones yet: orders are charged no shipping until a zone names their place (and then only
        places a zone names are shipped to).
      </p>
    );
  return (
    <ul className="space-y-3">
      {zones.map((zone) =>
        editing === zone._id ? (
          <li key={zone._id}>
            <ZoneForm zone={zone} onDone={() => setEditing(null)} />
          </li>
        ) : (
          <li key={zone._id} className="card space-y-2 p-4" data-testid="shipping-zone">
            <h3 className="font-semibold">{zone.name}</h3>
            <p className="text-sm wrap-anywhere whitespace-pre-line">{areasText(zone.areas)}</p>
            <ul className="list-disc pl-5 text-sm">
              {zone.methods.map((method) => (
                <li key={method.id}>{methodText(method)}</li>
              ))}
            </ul>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-outline"
                onClick={() => setEditing(zone._id)}
                aria-label={`Edit ${zone.name}`}
              >
                Edit
              </button>
              <button
                type="button"
                className="btn-danger"
                onClick={() => remove(zone)}
                aria-label={`Remove ${zone.name}`}
              >
                Remove
              </button>
            </div>
          </li>
        ),
      )}
    </ul>
  );
}
