'use client';

import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { endpoints, useApi } from '@/lib/client';
import { addressLine, approvalReasons } from '@/lib/model';
import type { CompanyCheckoutDto } from '@/lib/orders';
import { dollarsToCents, formatDollars } from '@/lib/selling';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

const NOTHING: CompanyCheckoutDto = { shipTos: [], spending: null, approval: null, onAccount: null };

/** A buyer's limits as checkout reminds them; null when they have none. */
function limitsLine({ perOrderLimit, leftThisMonth }: NonNullable<CompanyCheckoutDto['spending']>) {
  const parts = [
    perOrderLimit !== null && `${dollars(perOrderLimit)} per order`,
    leftThisMonth !== null && `${dollars(leftThisMonth)} left this month`,
  ].filter(Boolean);
  return parts.length ? `Your limit: ${parts.join(', ')}.` : null;
}

/**
 * What checkout offers a company's buyer (issue 34), read once: the ship-tos they may send to,
 * what their limits leave them, and their company's approval rules. A buyer in no company gets nothing.
 */
export function useCompanyOffer(): CompanyCheckoutDto {
  const { call } = useApi('cart', { returnTo: '/cart' });
  const [offer, setOffer] = useState<CompanyCheckoutDto>(NOTHING);
  useEffect(() => {
    const controller = new AbortController();
    void call(endpoints.companyCheckout, { signal: controller.signal }).then((result) => {
      if (result?.ok) setOffer(result.data);
    });
    return () => controller.abort();
  }, [call]);
  return offer;
}

/**
 * Whether a refused placement needs a company approver (the server's words, lib/orders/spending.ts
 * `needsApproval`): the form then asks for approval instead.
 */
/** The submit button's words while a form asks for approval instead of placing. */
export const askingLabel = (submitting: boolean) => (submitting ? 'Asking…' : 'Ask for approval');

export const refusedForApproval = (result: { status: number; error: string }) =>
  result.status === 409 && /^This order needs approval/.test(result.error);

/**
 * Why the cart needs an approver before it is placed, by the same rule the server applies
 * (lib/model/approval.ts); empty: it does not. The server decides again when it is sent.
 */
export function approvalNeeded(
  offer: CompanyCheckoutDto,
  order: { total: number; lineCount: number },
): string[] {
  if (!offer.approval) return [];
  const { aboveAmount, moreLinesThan, overLimit, windowDays } = offer.approval.rules;
  const spending = offer.spending;
  const over =
    spending &&
    ((spending.perOrderLimit !== null && order.total > spending.perOrderLimit) ||
      (spending.leftThisMonth !== null && order.total > spending.leftThisMonth));
  return approvalReasons(
    {
      ...(aboveAmount !== null ? { aboveCents: dollarsToCents(aboveAmount) } : {}),
      ...(moreLinesThan !== null ? { moreLinesThan } : {}),
      overLimit,
      windowDays,
    },
    { totalCents: dollarsToCents(order.total), lineCount: order.lineCount, overLimit: over ? 'over' : null },
  );
}

/** Checkout's company fields: the ship-to (the first chosen) and the buyer's limits. */
export function CompanyCheckout({
  offer,
  field,
  error,
}: {
  offer: CompanyCheckoutDto;
  field: UseFormRegisterReturn;
  error?: string;
}) {
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
