'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import type { EntriesReport } from '@/lib/pricelists';
import { endpoints, endpointUrl, useApi, useHydrated } from '@/lib/client';
import { count } from '@/lib/ui';
import { PRICE_LIST_COLUMNS, PRICE_LIST_FILE_MAX_BYTES, PRICE_LIST_FILE_TOO_LARGE } from '@/lib/validation';

/** Problems listed on the page; the count says how many more there are. */
const LISTED = 100;

const reportOf = (body: unknown): EntriesReport | null =>
  body && typeof body === 'object' && 'errors' in body ? (body as EntriesReport) : null;

/**
 * A list's entries from a CSV or XLSX file: checked first (a dry run: every problem by row, with
 * nothing written), then imported, replacing every entry. The export is the same columns.
 */
export function PriceListImport({ listId, code }: { listId: string; code: string }) {
  const router = useRouter();
  const { call } = useApi('price-lists');
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const [running, setRunning] = useState(false);
  const [report, setReport] = useState<EntriesReport | null>(null);
  // The file checked without errors (choosing another clears it): only that one may be imported.
  const [checked, setChecked] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (dryRun: boolean) => {
    const file = input.current?.files?.[0];
    if (!file) return setError('Choose a CSV or XLSX file first');
    if (file.size > PRICE_LIST_FILE_MAX_BYTES) return setError(PRICE_LIST_FILE_TOO_LARGE);
    setError(null);
    setReport(null);
    setRunning(true);
    const body = new FormData();
    body.set('file', file);
    const answer = await call(endpoints.importPriceList, {
      params: { id: listId },
      query: dryRun ? { dryRun: '1' } : {},
      body,
    });
    setRunning(false);
    if (!answer) return;
    const outcome = answer.ok ? answer.data : reportOf(answer.body);
    setReport(outcome);
    if (!outcome) setError(answer.ok ? null : answer.error);
    setChecked(dryRun && outcome && outcome.errors.length === 0 ? file : null);
    if (outcome?.written) router.refresh();
  };

  return (
    <section aria-labelledby="file-heading" className="card space-y-3 p-4">
      <h2 id="file-heading" className="text-lg font-semibold">
        Entries from a file
      </h2>
      <p className="text-sm text-steel-700">
        One part per row, in the columns <code>{PRICE_LIST_COLUMNS.join(', ')}</code>: a unit price in dollars
        or a percentage off the part&apos;s own price, and breaks written <code>100=9.50, 500=9.00</code>. The
        file replaces every entry of {code}.{' '}
        <a
          href={endpointUrl(endpoints.exportPriceList, { params: { id: listId } })}
          className="font-semibold text-brand-700 underline"
        >
          Export the entries as CSV
        </a>
        .
      </p>
      <label className="block">
        <span className="label">CSV or XLSX file (5 MB at most)</span>
        <input
          ref={input}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="input"
          onChange={() => {
            setChecked(null);
            setReport(null);
          }}
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-outline"
          disabled={!hydrated || running}
          onClick={() => run(true)}
        >
          Check file
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={!hydrated || running || checked === null}
          onClick={() => run(false)}
        >
          Import entries
        </button>
      </div>
      {running && <p role="status">Reading the file…</p>}
      <FormAlert message={error} testId="price-list-file-error" />
      {report && <EntriesReportView report={report} />}
    </section>
  );
}

function EntriesReportView({ report }: { report: EntriesReport }) {
  const problems = [
    ...report.errors.map((problem) => ({ ...problem, kind: 'Error' })),
    ...report.warnings.map((problem) => ({ ...problem, kind: 'Warning' })),
  ];
  const entries = count(report.entries, ['entry', 'entries']);
  const title = report.written
    ? `Imported: ${entries}`
    : report.errors.length > 0
      ? `The file has ${count(report.errors.length, ['error', 'errors'])}: nothing was imported`
      : `The file is ready: ${entries}`;
  return (
    <div className="space-y-2" data-testid="price-list-report">
      <p role="status" className="font-semibold">
        {title}
      </p>
      {problems.length > 0 && (
        <>
          {problems.length > LISTED && (
            <p className="text-sm">
              The first {LISTED} of {problems.length.toLocaleString('en-US')} problems:
            </p>
          )}
          <DataTable label="Problems in the file" columns={['Row', 'Kind', 'Problem']}>
            {problems.slice(0, LISTED).map((problem, i) => (
              <Row key={i} data-testid="price-list-problem">
                <Cell label="Row">{problem.row}</Cell>
                <Cell label="Kind">{problem.kind}</Cell>
                <Cell label="Problem">{problem.message}</Cell>
              </Row>
            ))}
          </DataTable>
        </>
      )}
    </div>
  );
}
