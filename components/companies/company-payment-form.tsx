'use client';

import { useState, type FormEvent } from 'react';
import type { CompanyDto } from '@/lib/companies';
import type { PaymentDto } from '@/lib/ledger';
import { endpoints, useApi } from '@/lib/client';
import { formatDollars } from '@/lib/selling';

const dollars = (amount: number) => `$${formatDollars(amount)}`;

/** What a recorded payment did: which invoices it paid, and what is left as credit. */
const outcome = (payment: PaymentDto) =>
  [
    `Booked ${dollars(payment.amount)}`,
    ...payment.applied.map((one) => `${dollars(one.amount)} to ${one.invoice}`),
    ...(payment.unapplied > 0 ? [`${dollars(payment.unapplied)} left as credit`] : []),
  ].join('; ') + '.';

/** A bank transfer received from a company (store admins), booked on its account. */
export function CompanyPaymentForm({ company }: { company: CompanyDto }) {
  const { call } = useApi('companies');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const record = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    setDone(null);
    const result = await call(endpoints.recordPayment, {
      params: { id: company._id },
      body: {
        amount: Number(text('amount')),
        valueDate: text('valueDate'),
        reference: text('reference'),
        invoice: text('invoice'),
      },
    });
    if (!result) return;
    if (!result.ok) return setError(Object.values(result.fields ?? {})[0] ?? result.error);
    setError(null);
    setDone(outcome(result.data));
  };

  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm leading-6">Record a payment</summary>
      <form
        onSubmit={record}
        noValidate
        className="mt-2 space-y-2"
        aria-label={`Payment from ${company.name}`}
      >
        <label className="block">
          <span className="label">Amount ($)</span>
          <input className="input" name="amount" type="number" min="0.01" step="0.01" inputMode="decimal" />
        </label>
        <label className="block">
          <span className="label">Value date</span>
          <input
            className="input"
            name="valueDate"
            type="date"
            defaultValue={new Date().toISOString().slice(0, 10)}
          />
        </label>
        <label className="block">
          <span className="label">Reference</span>
          <input className="input" name="reference" maxLength={140} />
        </label>
        <label className="block">
          <span className="label">Invoice to pay first (empty: oldest due)</span>
          <input className="input" name="invoice" placeholder="INV-000123" />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        {done && (
          <p role="status" className="text-sm text-green-700" data-testid="payment-booked">
            {done}
          </p>
        )}
        <button type="submit" className="btn-outline">
          Record payment
        </button>
      </form>
    </details>
  );
}
