'use client';

import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { endpoints, useApi } from '@/lib/client';
import { addressLine } from '@/lib/model';
import type { CompanyCheckoutDto } from '@/lib/orders';
import { formatDollars } from '@/lib/selling';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

/** A buyer's limits as checkout reminds them; null when they have none. */
function limitsLine({ perOrderLimit, leftThisMonth }: NonNullable<CompanyCheckoutDto['spending']>) {
  const parts = [
    perOrderLimit !== null && `${dollars(perOrderLimit)} per order`,
    leftThisMonth !== null && `${dollars(leftThisMonth)} left this month`,
  ].filter(Boolean);
  return parts.length ? `Your limit: ${parts.join(', ')}.` : null;
}

/**
 * Checkout for a company's buyer (issue 34): the ship-tos they may send to, the first chosen, and
 * what their limits leave them, in one request. A buyer in no company (nothing to offer) sees nothing.
 */
export function CompanyCheckout({ field, error }: { field: UseFormRegisterReturn; error?: string }) {
  const { call } = useApi('cart', { returnTo: '/cart' });
  const [offer, setOffer] = useState<CompanyCheckoutDto>({ shipTos: [], spending: null });
  useEffect(() => {
    const controller = new AbortController();
    void call(endpoints.companyCheckout, { signal: controller.signal }).then((result) => {
      if (result?.ok) setOffer(result.data);
    });
    return () => controller.abort();
  }, [call]);
  const limits = offer.spending && limitsLine(offer.spending);
  return (
    <>
      {offer.shipTos.length > 0 && (
        <FormField label="Ship to" error={error}>
          <select className="input" {...field}>
            {offer.shipTos.map((shipTo) => (
              <option key={shipTo.id} value={shipTo.id}>
                {shipTo.label}: {addressLine(shipTo.address)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      {limits && (
        <p className="text-sm text-steel-600" data-testid="checkout-limits">
          {limits}
        </p>
      )}
    </>
  );
}
