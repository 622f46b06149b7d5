'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { TaxClassOptions } from '@/components/catalog/tax-class-options';
import { FormField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { endpoints, useApi } from '@/lib/client';
import type { TaxClass } from '@/lib/model';

/** A new row of the tax table (store admins): where, which class, the rate, its label, from which day. */
export function TaxRateForm() {
  const router = useRouter();
  const { call } = useApi('tax-rates');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const rate = text('rate');
    setBusy(true);
    setAdded(false);
    const result = await call(endpoints.addTaxRate, {
      body: {
        country: text('country'),
        region: text('region'),
        postcodePrefix: text('postcodePrefix'),
        taxClass: text('taxClass') as TaxClass,
        // Empty or not a number: NaN, which JSON sends as null and the API refuses by name (never 0 %).
        rate: rate === '' ? Number.NaN : Number(rate),
        label: text('label'),
        from: text('from'),
      },
    });
    setBusy(false);
    if (!result) return;
    if (!result.ok) return setErrors(result.fields ?? { country: result.error });
    setErrors({});
    setAdded(true);
    formElement.reset();
    router.refresh();
  };

  return (
    <form onSubmit={add} noValidate className="card space-y-4 p-4" aria-label="Add a tax rate">
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField label="Country (two letters)" error={errors.country}>
          <input className="input" name="country" maxLength={2} placeholder="US" required />
        </FormField>
        <FormField label="State or province (empty: the whole country)" error={errors.region}>
          <input className="input" name="region" placeholder="NY" />
        </FormField>
        <FormField label="Postcode beginning (empty: every postcode)" error={errors.postcodePrefix}>
          <input className="input" name="postcodePrefix" placeholder="100" />
        </FormField>
        <FormField label="Tax class" error={errors.taxClass}>
          <select className="input" name="taxClass" defaultValue="standard">
            <TaxClassOptions />
          </select>
        </FormField>
        <FormField label="Rate (%)" error={errors.rate}>
          <input className="input" name="rate" inputMode="decimal" placeholder="8.875" required />
        </FormField>
        <FormField label="Label on invoices" error={errors.label}>
          <input className="input" name="label" placeholder="Sales tax, VAT" required />
        </FormField>
        <FormField label="In force from (store day)" error={errors.from}>
          <input className="input" type="date" name="from" required />
        </FormField>
      </div>
      <SubmitButton className="btn-primary" disabled={busy}>
        Add rate
      </SubmitButton>
      {added && (
        <p role="status" className="text-sm text-green-800">
          Added.
        </p>
      )}
    </form>
  );
}
