'use client';

import { useState, type FormEvent } from 'react';
import type { CompanyDto } from '@/lib/companies';
import type { ReversalDto } from '@/lib/ledger';
import { endpoints, useApi } from '@/lib/client';
import { formatDollars } from '@/lib/selling';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

/** What a reversal did: the amount added back, and which invoices are open again. */
const outcome = (reversal: ReversalDto) =>
  [
    `Reversed ${dollars(reversal.amount)} of ${reversal.reference}`,
    ...reversal.reopened.map((one) => `${dollars(one.amount)} open again on ${one.invoice}`),
  ].join('; ') + '.';

/**
 * A payment booked by mistake (store admins), undone by its bank reference: a reversing entry on
 * the company's account; nothing is deleted.
 */
export function PaymentReversalForm({ company }: { company: CompanyDto }) {
  const { call } = useApi('companies');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const reverse = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setDone(null);
    const result = await call(endpoints.reversePayment, {
      params: { id: company._id },
      body: { reference: text('reference'), reason: text('reason') },
    });
    if (!result) return;
    if (!result.ok) return setError(Object.values(result.fields ?? {})[0] ?? result.error);
    setError(null);
    setDone(outcome(result.data));
  };

  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm leading-6">Reverse a payment</summary>
      <form
        onSubmit={reverse}
        noValidate
        className="mt-2 space-y-2"
        aria-label={`Reverse a payment from ${company.name}`}
      >
        <label className="block">
          <span className="label">Reference of the payment</span>
          <input className="input" name="reference" maxLength={140} />
        </label>
        <label className="block">
          <span className="label">Reason</span>
          <input className="input" name="reason" maxLength={500} />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p role="status" className="text-sm text-green-700" data-testid="payment-reversed">
            {done}
          </p>
        )}
        <button type="submit" className="btn-outline">
          Reverse payment
        </button>
      </form>
    </details>
  );
}
