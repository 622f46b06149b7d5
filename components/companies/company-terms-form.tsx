'use client';

import { useState, type FormEvent } from 'react';
import type { CompanyDto } from '@/lib/companies';
import { endpoints, useApi } from '@/lib/client';
import { PAYMENT_TERMS, PAYMENT_TERMS_LABELS, type PaymentTerms } from '@/lib/model';
import { formatDollars } from '@/lib/selling';

/** A company's payment terms and credit limit (store admins), changed in place. */
export function CompanyTermsForm({
  company,
  onSaved,
}: {
  company: CompanyDto;
  onSaved: (row: CompanyDto) => void;
}) {
  const { call } = useApi('companies');
  const [error, setError] = useState<string | null>(null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const limit = String(form.get('creditLimit') ?? '').trim();
    const result = await call(endpoints.setCompanyTerms, {
      params: { id: company._id },
      body: { terms: form.get('terms') as PaymentTerms, creditLimit: limit === '' ? 0 : Number(limit) },
    });
    if (!result) return;
    if (result.ok) {
      setError(null);
      onSaved(result.data);
    } else setError(Object.values(result.fields ?? {})[0] ?? result.error);
  };

  return (
    <details>
      <summary className="cursor-pointer text-sm leading-6" data-testid="company-terms">
        {PAYMENT_TERMS_LABELS[company.terms]}
        {company.terms !== 'card' && ` · limit $${formatDollars(company.creditLimit)}`}
      </summary>
      <form onSubmit={save} noValidate className="mt-2 space-y-2" aria-label={`Terms of ${company.name}`}>
        <label className="block">
          <span className="label">Terms</span>
          <select className="input" name="terms" defaultValue={company.terms}>
            {PAYMENT_TERMS.map((terms) => (
              <option key={terms} value={terms}>
                {PAYMENT_TERMS_LABELS[terms]}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="label">Credit limit ($)</span>
          <input
            className="input"
            name="creditLimit"
            type="number"
            min="0"
            step="0.01"
            inputMode="decimal"
            defaultValue={company.creditLimit}
          />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn-outline">
          Save terms
        </button>
      </form>
    </details>
  );
}
