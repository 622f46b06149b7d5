'use client';

import { useState, type FormEvent } from 'react';
import type { CompanyDto } from '@/lib/companies';
import { endpoints, useApi } from '@/lib/client';

/**
 * A company's tax exemption certificate (store admins, issue 36): its number and last day, kept
 * on file (its sales are exempt through that day, taxed again the next) or removed. Sales already
 * charged keep the tax they were charged.
 */
export function TaxExemptionForm({
  company,
  onSaved,
}: {
  company: CompanyDto;
  onSaved: (row: CompanyDto) => void;
}) {
  const { call } = useApi('companies');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const send = async (certificate: { number: string; expiresDay: string } | null) => {
    const result = await call(endpoints.setTaxExemption, {
      params: { id: company._id },
      body: { certificate },
    });
    if (!result) return;
    if (result.ok) {
      setErrors({});
      onSaved(result.data);
    } else setErrors(result.fields ?? { 'certificate.number': result.error });
  };
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void send({
      number: String(form.get('number') ?? '').trim(),
      expiresDay: String(form.get('expiresDay') ?? ''),
    });
  };
  const held = company.taxExemption;
  return (
    <details>
      <summary className="cursor-pointer text-sm leading-6" data-testid="company-exemption">
        {held ? `Tax exempt: ${held.number} through ${held.expiresDay}` : 'Taxed (no exemption certificate)'}
      </summary>
      <form
        onSubmit={save}
        noValidate
        className="mt-2 space-y-2"
        aria-label={`Tax exemption certificate of ${company.name}`}
      >
        <label className="block">
          <span className="label">Certificate number</span>
          <input className="input" name="number" defaultValue={held?.number} />
        </label>
        {errors['certificate.number'] && (
          <p className="field-error" role="alert">
            {errors['certificate.number']}
          </p>
        )}
        <label className="block">
          <span className="label">Exempt through (last day)</span>
          <input className="input" name="expiresDay" type="date" defaultValue={held?.expiresDay} />
        </label>
        {errors['certificate.expiresDay'] && (
          <p className="field-error" role="alert">
            {errors['certificate.expiresDay']}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-outline">
            Save certificate
          </button>
          {held && (
            <button type="button" className="btn-outline" onClick={() => void send(null)}>
              Remove certificate
            </button>
          )}
        </div>
      </form>
    </details>
  );
}
