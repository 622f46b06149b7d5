'use client';

import { useState, type FormEvent } from 'react';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import type { PriceExplanationDto } from '@/lib/pricelists';
import { formatDollars } from '@/lib/selling';
import { endpoints, useApi } from '@/lib/client';
import { CompanyPicker, type PickedCompany } from './company-picker';

const dollars = (amount: number | null) => (amount === null ? '—' : `$${formatDollars(amount)}`);

/**
 * "Explain this price" (store admins): a part's price for a company, a quantity and a day, with
 * every candidate (the ladder and each list naming the company) and why it won or lost.
 */
export function ExplainPriceForm({ companies }: { companies: PickedCompany[] }) {
  const { call } = useApi('price-lists');
  const [company, setCompany] = useState<PickedCompany[]>(companies.slice(0, 1));
  const [answer, setAnswer] = useState<PriceExplanationDto | null>(null);
  const [error, setError] = useState<string | null>(null);

  const explain = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setAnswer(null);
    if (!company[0]) return setError('Choose a company');
    const result = await call(endpoints.explainPrice, {
      query: {
        partNumber: String(form.get('partNumber') ?? ''),
        quantity: String(form.get('quantity') ?? ''),
        date: String(form.get('date') ?? ''),
        companyId: company[0]._id,
      },
    });
    if (!result) return;
    if (!result.ok) return setError(Object.values(result.fields ?? {})[0] ?? result.error);
    setError(null);
    setAnswer(result.data);
  };

  return (
    <section aria-labelledby="explain-heading" className="card space-y-3 p-4">
      <h2 id="explain-heading" className="text-lg font-semibold">
        Explain a price
      </h2>
      <form onSubmit={explain} noValidate className="space-y-3" aria-label="Explain a price">
        <CompanyPicker legend="Company" value={company} onChange={setCompany} single />
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField label="Part number">
            <input className="input" name="partNumber" required />
          </FormField>
          <FormField label="Quantity">
            <input
              className="input"
              name="quantity"
              type="number"
              min="1"
              step="1"
              inputMode="numeric"
              required
            />
          </FormField>
          <FormField label="Day (empty: now)">
            <input className="input" name="date" type="date" />
          </FormField>
        </div>
        <button type="submit" className="btn-primary">
          Explain
        </button>
      </form>
      <FormAlert message={error} testId="explain-error" />
      {answer && (
        <div className="space-y-2" data-testid="price-explanation">
          <p role="status">
            {answer.partNumber} × {answer.quantity.toLocaleString('en-US')} for {answer.companyName}:{' '}
            <strong>{dollars(answer.unitPrice)} per unit</strong> ({answer.source}), {dollars(answer.total)}{' '}
            in all.
          </p>
          <DataTable label="Candidates" columns={['Candidate', 'Unit price', 'Outcome']}>
            {answer.candidates.map((candidate) => (
              <Row key={candidate.source}>
                <Cell label="Candidate">{candidate.source}</Cell>
                <Cell label="Unit price">{dollars(candidate.unitPrice)}</Cell>
                <Cell label="Outcome">{candidate.outcome}</Cell>
              </Row>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}
