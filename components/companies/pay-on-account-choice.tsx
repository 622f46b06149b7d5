'use client';

import type { CompanyCheckoutDto } from '@/lib/orders';
import { formatDollars } from '@/lib/selling';

type Props = {
  offer: NonNullable<CompanyCheckoutDto['onAccount']>;
  onAccount: boolean;
  onChange: (onAccount: boolean) => void;
};

/**
 * How a company buyer pays (issue 35): by card, or on account with the company's terms and the
 * credit it has left; on account is off, with the reason, while an invoice is long overdue. Cart
 * checkout and the purchase page offer the same choice.
 */
export function PayOnAccountChoice({ offer, onAccount, onChange }: Props) {
  return (
    <fieldset className="space-y-1">
      <legend className="label">Payment</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="radio" name="payment" checked={!onAccount} onChange={() => onChange(false)} />
        Pay by card
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="radio"
          name="payment"
          checked={onAccount && !offer.blocked}
          disabled={!!offer.blocked}
          aria-describedby={offer.blocked ? 'on-account-blocked' : undefined}
          onChange={() => onChange(true)}
        />
        Pay on account ({offer.terms}; ${formatDollars(offer.available)} available)
      </label>
      {offer.blocked && (
        <p id="on-account-blocked" className="text-sm text-steel-700">
          {offer.blocked}
        </p>
      )}
    </fieldset>
  );
}
