'use client';

import { useState } from 'react';
import { endpoints, endpointUrl } from '@/lib/client';

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <label className="block">
      <span className="label">{label}</span>
      <input
        className="input"
        type="date"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </label>
  );
}

/**
 * The company's statement for the days chosen (its admins and finance): a CSV or PDF download of its
 * account with the balance brought and carried forward, and what is open by days past due.
 */
export function StatementForm({ terms }: { terms: string }) {
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  return (
    <section aria-labelledby="statement-heading" className="card space-y-3 p-4">
      <h2 id="statement-heading" className="text-lg font-semibold">
        Account statement
      </h2>
      <p className="text-sm text-steel-700">
        Terms: {terms}. Every invoice, payment, credit note and balance for the days you choose.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <DayField label="From" value={from} onChange={setFrom} />
        <DayField label="To" value={to} onChange={setTo} />
        <a
          className="btn-outline"
          download
          href={endpointUrl(endpoints.companyStatement, { query: { from, to } })}
        >
          Download statement (CSV)
        </a>
        <a
          className="btn-outline"
          download
          href={endpointUrl(endpoints.companyStatement, { query: { from, to, format: 'pdf' } })}
        >
          Download statement (PDF)
        </a>
      </div>
    </section>
  );
}
