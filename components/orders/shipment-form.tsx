'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints } from '@/lib/client';
import type { ApiCall } from '@/lib/client';
import { CARRIER_IDS, CARRIERS, type Carrier } from '@/lib/model';
import type { OrderDto } from '@/lib/orders';
import { FillLines } from './fill-lines';

/**
 * Manage All Order's "Ship part…": how many of each line go in this parcel (what is left, to
 * start with), the carrier and the tracking number. The server checks it all again.
 */
export function ShipmentForm({
  order,
  call,
  open: startOpen = false,
}: {
  order: OrderDto;
  call: ApiCall;
  open?: boolean;
}) {
  const open = order.lines.filter((line) => line.toShipQuantity > 0);
  const [quantities, setQuantities] = useState(() =>
    Object.fromEntries(open.map((line) => [line.productId, String(line.toShipQuantity)])),
  );
  const [carrier, setCarrier] = useState<Carrier>('ups');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const lines = open.map((line) => ({
      productId: line.productId,
      quantity: Number(quantities[line.productId] || 0),
    }));
    if (lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < 0))
      return setError('Quantities must be whole numbers');
    setBusy(true);
    setError(null);
    const result = await call(endpoints.shipParts, {
      params: { id: order._id },
      body: { lines, carrier, trackingNumber },
      refresh: 'always',
    });
    setBusy(false);
    if (result && !result.ok) setError(result.error);
  };

  return (
    <details className="w-full" open={startOpen}>
      <summary className="btn-outline cursor-pointer list-none">Ship part…</summary>
      <form
        onSubmit={submit}
        noValidate
        className="mt-2 space-y-2"
        aria-label={`Ship part of the order of ${order.customerName}`}
      >
        <FillLines lines={open} onFill={setQuantities} />
        {open.map((line) => (
          <label key={line.productId} className="block text-xs">
            <span className="label">
              {line.name} ({line.toShipQuantity} left)
            </span>
            <input
              className="input w-28"
              inputMode="numeric"
              value={quantities[line.productId]}
              onChange={(event) => setQuantities({ ...quantities, [line.productId]: event.target.value })}
            />
          </label>
        ))}
        <label className="block text-xs">
          <span className="label">Carrier</span>
          <select
            className="input"
            value={carrier}
            onChange={(event) => setCarrier(event.target.value as Carrier)}
          >
            {CARRIER_IDS.map((id) => (
              <option key={id} value={id}>
                {CARRIERS[id].name}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-xs">
          <span className="label">Tracking number (optional)</span>
          {/* Wide enough for a UPS number (1Z999AA10123456784) and longer ones, whole. */}
          <input
            className="input w-full min-w-[22ch] font-mono"
            autoComplete="off"
            spellCheck={false}
            value={trackingNumber}
            onChange={(event) => setTrackingNumber(event.target.value)}
          />
        </label>
        <FormAlert message={error} testId="shipment-error" />
        <SubmitButton className="btn-primary" disabled={busy}>
          Send shipment
        </SubmitButton>
      </form>
    </details>
  );
}
