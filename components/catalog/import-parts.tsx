'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { FormAlert } from '@/components/ui/form-alert';
import type { ImportResult } from '@/lib/catalog';
import { useApi, useHydrated, endpoints, endpointUrl } from '@/lib/client';
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE } from '@/lib/validation';

type Step = 'check' | 'import';

/** An import's answer, from a success or from the 422 that lists a file's problems. */
const resultOf = (body: unknown): ImportResult | null =>
  body && typeof body === 'object' && 'errors' in body ? (body as ImportResult) : null;

/**
 * Import Parts: choose a CSV file, check it (a dry run: what it would do and every problem), then
 * import it. The file goes as multipart form data; the server reads it within 5 MB.
 */
export function ImportParts() {
  const { call } = useApi('import-parts');
  const [file, setFile] = useState<File | null>(null);
  const [running, setRunning] = useState<Step | null>(null);
  const [result, setResult] = useState<{ outcome: ImportResult; refusal: string | null } | null>(null);
  const [checked, setChecked] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();

  // A file chosen before the page's script ran fired no change event React saw: take it from the input.
  useEffect(() => {
    const picked = input.current?.files?.[0];
    if (picked) setFile(picked);
  }, []);

  const run = async (step: Step) => {
    const chosen = input.current?.files?.[0] ?? null;
    setFile(chosen);
    if (!chosen) return setError('Choose a CSV file first');
    if (chosen.size > IMPORT_MAX_BYTES) return setError(IMPORT_TOO_LARGE);
    setError(null);
    setResult(null);
    setRunning(step);
    const body = new FormData();
    body.set('file', chosen);
    const answer = await call(endpoints.importCatalog, {
      query: step === 'check' ? { dryRun: '1' } : {},
      body,
    });
    setRunning(null);
    if (!answer) return;
    const outcome = answer.ok ? answer.data : resultOf(answer.body);
    // The server's words for a file with problems head the result; any other refusal shows alone.
    setResult(outcome && { outcome, refusal: answer.ok ? null : answer.error });
    if (!answer.ok && !outcome) setError(answer.error);
    setChecked(step === 'check' && outcome && outcome.errorCount === 0 ? chosen : null);
  };

  const choose = (event: FormEvent<HTMLInputElement>) => {
    setFile(event.currentTarget.files?.[0] ?? null);
    setChecked(null);
    setResult(null);
    setError(null);
  };

  return (
    <div className="space-y-6">
      <div className="card space-y-4 p-6">
        <p className="text-sm text-steel-700">
          One part per row, matched by part number: new numbers are added, known ones updated. Columns:{' '}
          <code>partNumber, name, description, prize, quantity, img</code>, and if you like{' '}
          <code>minimumQuantity, quantityStep, priceBreaks</code>.{' '}
          <a href="/templates/parts-import.csv" download className="font-semibold text-brand-700 underline">
            Download the template
          </a>{' '}
          or{' '}
          <a href={endpointUrl(endpoints.exportCatalog)} className="font-semibold text-brand-700 underline">
            export the catalog
          </a>
          .
        </p>
        <label className="block">
          <span className="label">CSV file (5 MB at most)</span>
          <input ref={input} type="file" accept=".csv,text/csv" className="input" onChange={choose} />
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline"
            disabled={!hydrated || running !== null}
            onClick={() => run('check')}
          >
            Check file
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={!hydrated || running !== null || checked === null || checked !== file}
            onClick={() => run('import')}
          >
            Import
          </button>
        </div>
        {running && (
          <div>
            <p id="import-progress-label" className="text-sm">
              {running === 'check' ? 'Checking the file…' : 'Importing…'}
            </p>
            <progress className="w-full" aria-labelledby="import-progress-label" />
          </div>
        )}
        <FormAlert message={error} testId="import-error" />
      </div>
      {result && <ImportSummary result={result.outcome} refusal={result.refusal} />}
    </div>
  );
}

function ImportSummary({ result, refusal }: { result: ImportResult; refusal: string | null }) {
  const title = refusal ? refusal : result.dryRun ? 'The file is ready to import' : 'Imported';
  return (
    <section className="card space-y-4 p-6" aria-labelledby="import-result" data-testid="import-result">
      <h2 id="import-result" className="text-lg font-semibold" role="status">
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ['Rows', result.rows],
            [result.dryRun ? 'To add' : 'Added', result.created],
            [result.dryRun ? 'To update' : 'Updated', result.updated],
            ['Unchanged', result.unchanged],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-steel-500">{label}</dt>
            <dd
              className="text-xl font-semibold"
              data-testid={`import-${label.toLowerCase().replace(' ', '-')}`}
            >
              {value.toLocaleString('en-US')}
            </dd>
          </div>
        ))}
      </dl>
      {result.errors.length > 0 && (
        <>
          {result.errorCount > result.errors.length && (
            <p className="text-sm">
              The first {result.errors.length.toLocaleString('en-US')} of{' '}
              {result.errorCount.toLocaleString('en-US')} problems:
            </p>
          )}
          <DataTable label="Problems in the file" columns={['Row', 'Column', 'Problem']}>
            {result.errors.map((problem, i) => (
              <Row key={i} data-testid="import-problem">
                <Cell label="Row">{problem.row ?? '—'}</Cell>
                <Cell label="Column">{problem.column ?? '—'}</Cell>
                <Cell label="Problem">{problem.message}</Cell>
              </Row>
            ))}
          </DataTable>
        </>
      )}
    </section>
  );
}
