'use client';

import { lazy, Suspense, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import type { BomReportDto } from '@/lib/cart';
import { addToCart, cartEndpoints, useApi, useHydrated } from '@/lib/client';
import { PartNumberRows } from './part-number-rows';

// The report (its table, fixes and substitutes) loads with the first check's answer: the page a
// visitor opens stays within its JavaScript budget (issue 37).
const BomReport = lazy(() => import('./bom-report').then((m) => ({ default: m.BomReport })));

type Source = 'rows' | 'paste' | 'file';

/**
 * Quick order: part numbers and quantities typed in rows (with type-ahead), pasted from a
 * spreadsheet, or uploaded as CSV or XLSX. Every line is accounted for in a report before anything
 * goes in the cart; one click then puts the accepted lines there.
 */
export function QuickOrder() {
  const { call } = useApi('public');
  const hydrated = useHydrated();
  const [report, setReport] = useState<BomReportDto | null>(null);
  /** Counts the reports: a new one starts without the last one's fixes. */
  const [checks, setChecks] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Source | 'cart' | null>(null);
  const [added, setAdded] = useState<string | null>(null);

  const check = async (source: Source, body: { text: string } | FormData) => {
    setBusy(source);
    setError(null);
    setAdded(null);
    const result = await call(cartEndpoints.checkBom, { body });
    setBusy(null);
    if (!result) return;
    if (result.ok) {
      setReport(result.data);
      setChecks((n) => n + 1);
    } else setError(result.error);
  };

  const paste = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('bom') ?? '');
    void check('paste', { text });
  };

  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = (event.currentTarget.elements.namedItem('file') as HTMLInputElement).files?.[0];
    if (!file) return setError('Choose a CSV or XLSX file first');
    const body = new FormData();
    body.set('file', file);
    void check('file', body);
  };

  const addAccepted = async () => {
    if (!report?.accepted.length) return;
    setBusy('cart');
    const refusal = await addToCart(report.accepted);
    setBusy(null);
    if (refusal) setError(refusal);
    else setAdded(`${report.accepted.length.toLocaleString('en-US')} lines added to your cart`);
  };

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="card space-y-3 p-6" aria-labelledby="rows-heading">
          <h2 id="rows-heading" className="text-lg font-semibold">
            Type part numbers
          </h2>
          <PartNumberRows disabled={!hydrated || busy !== null} onCheck={(text) => check('rows', { text })} />
        </section>
        <form className="card space-y-3 p-6" onSubmit={paste} aria-labelledby="paste-heading">
          <h2 id="paste-heading" className="text-lg font-semibold">
            Paste from a spreadsheet
          </h2>
          <label className="block">
            <span className="label">Part number and quantity, one part a line</span>
            <textarea
              name="bom"
              rows={8}
              className="input font-mono text-sm"
              placeholder={'6204-2RS\t100\nPS-00012\t30'}
            />
          </label>
          <button type="submit" className="btn-primary" disabled={!hydrated || busy !== null}>
            {busy === 'paste' ? 'Checking…' : 'Check lines'}
          </button>
        </form>
        <form className="card space-y-3 p-6" onSubmit={upload} aria-labelledby="file-heading">
          <h2 id="file-heading" className="text-lg font-semibold">
            Upload a file
          </h2>
          <label className="block">
            <span className="label">CSV or XLSX, two columns (1 MB, 1,000 lines at most)</span>
            <input name="file" type="file" accept=".csv,.xlsx,text/csv" className="input" />
          </label>
          <button type="submit" className="btn-primary" disabled={!hydrated || busy !== null}>
            {busy === 'file' ? 'Checking…' : 'Check file'}
          </button>
        </form>
      </div>
      <FormAlert message={error} testId="quick-order-error" />
      {report && (
        <Suspense fallback={<p role="status">Loading the report…</p>}>
          <BomReport key={checks} report={report} onRecheck={(text) => check('paste', { text })}>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                className="btn-primary"
                disabled={busy !== null || report.accepted.length === 0}
                onClick={addAccepted}
              >
                Add {report.accepted.length.toLocaleString('en-US')}{' '}
                {report.accepted.length === 1 ? 'line' : 'lines'} to cart
              </button>
              <span role="status" data-testid="bom-added">
                {added && (
                  <>
                    {added}.{' '}
                    <a href="/cart" className="font-semibold text-brand-700 underline">
                      Go to cart
                    </a>
                  </>
                )}
              </span>
            </div>
          </BomReport>
        </Suspense>
      )}
    </div>
  );
}
