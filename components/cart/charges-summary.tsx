'use client';

import type { CartChargesDto } from '@/lib/cart';
import { formatDollars } from '@/lib/selling';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

/**
 * The cart's shipping methods to choose from (each priced, or why not) and its amounts: subtotal,
 * shipping, tax, total — what checkout charges for this ship-to and method (lib/charges).
 */
export function ChargesSummary({
  charges,
  selected,
  onMethod,
}: {
  charges: CartChargesDto;
  /** The method shown chosen: the one just picked while its amounts load, else the answer's. */
  selected: string | null;
  onMethod: (methodId: string) => void;
}) {
  return (
    <div className="space-y-3" data-testid="cart-charges">
      {charges.options.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-steel-800">Shipping method</legend>
          {charges.options.map((option) => (
            <label key={option.methodId} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="shipping-method"
                value={option.methodId}
                checked={selected === option.methodId}
                disabled={!option.available}
                onChange={() => onMethod(option.methodId)}
                className="mt-1"
              />
              <span>
                {option.name}
                {option.available ? ` — ${dollars(option.price ?? 0)}` : ''}
                {option.reason && <span className="block text-steel-600">{option.reason}</span>}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {charges.problem && (
        <p role="alert" className="text-sm text-red-600" data-testid="charges-problem">
          {charges.problem}
        </p>
      )}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>Subtotal</dt>
        <dd className="text-right">{dollars(charges.subtotal)}</dd>
        <dt>{charges.shipTo ? 'Shipping' : 'Shipping (collected at the plant)'}</dt>
        <dd className="text-right" data-testid="charges-shipping">
          {dollars(charges.shipping)}
        </dd>
        <dt>Tax</dt>
        <dd className="text-right" data-testid="charges-tax">
          {dollars(charges.tax)}
        </dd>
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold" data-testid="charges-total">
          {dollars(charges.total)}
        </dd>
      </dl>
      {charges.exemption && (
        <p className="text-sm text-steel-700" data-testid="charges-exemption">
          {charges.exemption}
        </p>
      )}
    </div>
  );
}
