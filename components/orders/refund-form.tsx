'use client';

import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints } from '@/lib/client';
import type { ApiCall } from '@/lib/client';
import type { OrderDto } from '@/lib/orders';
import { centsToDollars, dollarsToCents, formatDollars } from '@/lib/selling';
import { FillLines } from './fill-lines';

/**
 * Manage All Order's "Refund…": how many still-unshipped units of each line to cancel, how much to
 * give back (left empty: what the cancelled units cost) and why. The server checks it all again and
 * never gives back more than was paid less what was refunded.
 */
export function RefundForm({
  order,
  call,
  open: startOpen = false,
}: {
  order: OrderDto;
  call: ApiCall;
  open?: boolean;
}) {
  const open = order.lines.filter((line) => line.toShipQuantity > 0);
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const lines = open.map((line) => ({
    productId: line.productId,
    quantity: Number(quantities[line.productId] || 0),
  }));
  // Their tax share is the server's to compute (lib/orders/refund-plan.ts): no figure is guessed here.
  const taxed = (order.charges?.tax ?? 0) > 0;
  const worthCents = Math.min(
    open.reduce((sum, line, i) => sum + (lines[i]!.quantity || 0) * dollarsToCents(line.unitPrize), 0),
    dollarsToCents(order.refundablePrize),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (lines.some((line) => !Number.isInteger(line.quantity) || line.quantity < 0))
      return setError('Quantities must be whole numbers');
    const dollars = amount.trim() === '' ? undefined : Number(amount);
    if (dollars !== undefined && !(dollars > 0)) return setError('Amount must be more than $0');
    setBusy(true);
    setError(null);
    const result = await call(endpoints.refundOrder, {
      params: { id: order._id },
      body: { lines, reason, ...(dollars === undefined ? {} : { amount: dollars }) },
      refresh: 'always',
    });
    setBusy(false);
    // Recorded, but the payment provider said no: the reason shows here and on the refund.
    const last = result?.ok ? result.data.refunds.at(-1) : undefined;
    if (last?.status === 'failed') setError(last.failure ?? 'The payment provider did not refund it.');
    if (result && !result.ok)
      setError(result.fields?.amount ?? result.fields?.lines ?? result.fields?.reason ?? result.error);
  };

  return (
    <details className="w-full" open={startOpen}>
      <summary className="btn-outline cursor-pointer list-none">Refund…</summary>
      <form
        onSubmit={submit}
        noValidate
        className="mt-2 space-y-2"
        aria-label={`Refund the order of ${order.customerName}`}
      >
        <p className="text-xs">Up to ${formatDollars(order.refundablePrize)} can be refunded.</p>
        {open.length > 0 && <FillLines lines={open} onFill={setQuantities} />}
        {open.map((line) => (
          <label key={line.productId} className="block text-xs">
            <span className="label">
              Cancel units of {line.name} ({line.toShipQuantity} not shipped)
            </span>
            <input
              className="input w-28"
              inputMode="numeric"
              value={quantities[line.productId] ?? ''}
              placeholder="0"
              onChange={(event) => setQuantities({ ...quantities, [line.productId]: event.target.value })}
            />
          </label>
        ))}
        <label className="block text-xs">
          <span className="label">Amount to refund ($)</span>
          <input
            className="input w-36"
            inputMode="decimal"
            value={amount}
            placeholder={
              taxed ? undefined : worthCents > 0 ? formatDollars(centsToDollars(worthCents)) : '0.00'
            }
            aria-describedby={`refund-amount-hint-${order._id}`}
            onChange={(event) => setAmount(event.target.value)}
          />
          <span id={`refund-amount-hint-${order._id}`} className="mt-1 block text-steel-600">
            {taxed
              ? 'Left empty: what the cancelled units cost, with their share of the tax.'
              : 'Left empty: what the cancelled units cost.'}
          </span>
        </label>
        <label className="block text-xs">
          <span className="label">Reason</span>
          <input className="input" value={reason} onChange={(event) => setReason(event.target.value)} />
        </label>
        <FormAlert message={error} testId="refund-error" />
        <SubmitButton className="btn-danger" disabled={busy}>
          Refund
        </SubmitButton>
      </form>
    </details>
  );
}
