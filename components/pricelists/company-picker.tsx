'use client';

import { useId, useState } from 'react';
import { endpoints, useApi } from '@/lib/client';

export type PickedCompany = { _id: string; name: string };

/**
 * The companies a price list applies to: found by a few letters of their name (active ones, ten
 * at a time), added and removed one by one.
 */
export function CompanyPicker({
  value,
  onChange,
  error,
  legend = 'Companies it applies to',
  single = false,
}: {
  value: PickedCompany[];
  onChange: (companies: PickedCompany[]) => void;
  error?: string;
  legend?: string;
  /** One company: adding another replaces it. */
  single?: boolean;
}) {
  const { call } = useApi('price-lists');
  const [words, setWords] = useState('');
  const [found, setFound] = useState<PickedCompany[] | null>(null);
  const id = useId();

  const find = async () => {
    const result = await call(endpoints.companies, {
      query: { q: words.trim(), status: 'active', limit: '10' },
    });
    if (result?.ok) setFound(result.data.map(({ _id, name }) => ({ _id, name })));
  };
  const chosen = new Set(value.map((company) => company._id));

  return (
    <fieldset className="space-y-2">
      <legend className="label">{legend}</legend>
      {value.length === 0 ? (
        <p className="text-sm text-steel-700">None chosen yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen companies">
          {value.map((company) => (
            <li
              key={company._id}
              className="flex items-center gap-1 rounded border border-steel-300 px-2 py-1"
            >
              <span className="text-sm">{company.name}</span>
              <button
                type="button"
                className="btn-outline px-2 py-0.5 text-xs"
                aria-label={`Remove ${company.name}`}
                onClick={() => onChange(value.filter((one) => one._id !== company._id))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Find a company by name
        </label>
        <input
          id={id}
          className="input max-w-xs"
          placeholder="Find a company by name"
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void find();
          }}
        />
        <button type="button" className="btn-outline" onClick={() => void find()}>
          Find
        </button>
      </div>
      {found && (
        <ul className="space-y-1" aria-label="Companies found">
          {found.length === 0 && <li className="text-sm text-steel-700">No active company has that name.</li>}
          {found.map((company) => (
            <li key={company._id} className="flex items-center gap-2">
              <button
                type="button"
                className="btn-outline px-2 py-0.5 text-sm"
                disabled={chosen.has(company._id)}
                onClick={() => onChange(single ? [company] : [...value, company])}
              >
                Add {company.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
