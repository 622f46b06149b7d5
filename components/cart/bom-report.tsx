'use client';

import { useState, type ReactNode } from 'react';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import type { BomLineDto, BomReportDto, BomStatus } from '@/lib/cart';
import { formatDollars } from '@/lib/selling';
import { bomWithFixes, type BomFix } from './bom-fixes';
import { FixFields } from './bom-fix-fields';
import { Substitutes } from './substitutes';

const LABELS: Record<BomStatus, string> = {
  header: 'Column headings',
  added: 'Added',
  merged: 'Merged',
  adjusted: 'Adjusted',
  not_found: 'Not found',
  short: 'Short of stock',
  unreadable: 'Unreadable',
};

const STYLE: Partial<Record<BomStatus, string>> = {
  added: 'text-green-700',
  merged: 'text-steel-700',
  adjusted: 'text-amber-800',
  not_found: 'text-red-700',
  short: 'text-red-700',
  unreadable: 'text-red-700',
};

/** Lines the buyer must look at: nothing of them, or not as asked, goes to the cart. */
const PROBLEMS: ReadonlySet<BomStatus> = new Set(['not_found', 'short', 'unreadable', 'adjusted']);

/**
 * The lines as the report lists them: the problems first (issue 33: in a 300-line paste, the nine
 * that need a look are not scattered through it), each group in the order given.
 */
const problemsFirst = (lines: readonly BomLineDto[]) => [
  ...lines.filter((line) => PROBLEMS.has(line.status)),
  ...lines.filter((line) => !PROBLEMS.has(line.status)),
];

/** "300 lines: 280 added, 5 merged, …": what a screen reader hears once the check answers. */
function summary({ counts }: BomReportDto): string {
  const parts = [
    [counts.added, 'added'],
    [counts.merged, 'merged'],
    [counts.adjusted, 'adjusted'],
    [counts.notFound, 'not found'],
    [counts.short, 'short of stock'],
    [counts.unreadable, 'unreadable'],
  ] as const;
  const lines = counts.total - counts.header;
  return `${lines.toLocaleString('en-US')} ${lines === 1 ? 'line' : 'lines'}: ${parts
    .filter(([count]) => count > 0)
    .map(([count, label]) => `${count.toLocaleString('en-US')} ${label}`)
    .join(', ')}`;
}

/**
 * The report as a CSV file the buyer can keep (formulas neutralised, as the exports do). The CSV
 * writer (with the Buffer it needs in a browser, ~13 KB gzip) loads on the click, not with the page.
 */
async function download(report: BomReportDto) {
  const { stringify } = await import('csv-stringify/browser/esm/sync');
  const rows = report.lines.map((line) => [
    line.line,
    line.raw,
    LABELS[line.status],
    line.partNumber ?? '',
    line.name ?? '',
    line.quantity ?? '',
    line.finalQuantity ?? '',
    line.available ?? '',
    [line.note, line.suggestions.length ? `Did you mean ${line.suggestions.join(', ')}?` : '']
      .filter(Boolean)
      .join(' '),
  ]);
  const csv = stringify(rows, {
    header: true,
    columns: [
      'Line',
      'As given',
      'Outcome',
      'Part number',
      'Name',
      'Quantity',
      'To cart',
      'Available',
      'Note',
    ],
    escape_formulas: true,
    bom: true,
  });
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: 'bom-check.csv' });
  link.click();
  URL.revokeObjectURL(url);
}

function Note({ line }: { line: BomLineDto }) {
  return (
    <>
      {line.note && <p>{line.note}</p>}
      {line.suggestions.length > 0 && <p>Did you mean {line.suggestions.join(', ')}?</p>}
      {line.status === 'short' && line.productId && line.finalQuantity && (
        <a
          href={`/product/${line.productId}?quantity=${line.finalQuantity}`}
          className="font-semibold text-brand-700 underline"
        >
          Request a quote
        </a>
      )}
      {line.status === 'short' && line.productId && line.finalQuantity && (
        <Substitutes productId={line.productId} quantity={line.finalQuantity} name={line.name ?? line.raw} />
      )}
      {/* A number not found: parts like the closest number the catalog has (it first). */}
      {line.status === 'not_found' && line.suggestions[0] && line.quantity && (
        <Substitutes near={line.suggestions[0]} quantity={line.quantity} name={line.partNumber ?? line.raw} />
      )}
    </>
  );
}

/** Lines a buyer can fix where they are shown: a number not found or unreadable, a quantity short or changed. */
const FIXABLE: ReadonlySet<BomStatus> = new Set(['not_found', 'short', 'unreadable', 'adjusted']);

/**
 * Every line of a checked bill of materials and what became of it, the accepted lines priced and
 * totalled; `children`: what to do next. `onRecheck` checks the lines again with the buyer's fixes.
 */
export function BomReport({
  report,
  children,
  onRecheck,
}: {
  report: BomReportDto;
  children: ReactNode;
  onRecheck?: (text: string) => void;
}) {
  const [problemsOnly, setProblemsOnly] = useState(false);
  const [fixes, setFixes] = useState<ReadonlyMap<number, BomFix>>(new Map());
  const fix = (line: number) => (changed: BomFix) => setFixes(new Map(fixes).set(line, changed));
  const ordered = problemsFirst(report.lines);
  const problems = ordered.filter((line) => PROBLEMS.has(line.status)).length;
  const shown = problemsOnly ? ordered.slice(0, problems) : ordered;
  return (
    <section className="space-y-4" aria-labelledby="bom-report-heading">
      <h2 id="bom-report-heading" className="text-lg font-semibold">
        Every line accounted for
      </h2>
      <p role="status" data-testid="bom-summary">
        {summary(report)}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={() => void download(report)}>
          Download the report (CSV)
        </button>
        {problems > 0 && (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={problemsOnly}
              onChange={(event) => setProblemsOnly(event.target.checked)}
            />
            Show only the {problems.toLocaleString('en-US')} {problems === 1 ? 'line' : 'lines'} to look at
          </label>
        )}
      </div>
      <p className="font-semibold" data-testid="bom-subtotal">
        {report.accepted.length.toLocaleString('en-US')} {report.accepted.length === 1 ? 'line' : 'lines'} to
        cart: ${formatDollars(report.subtotal)} at today&apos;s prices
      </p>
      {report.charges && report.accepted.length > 0 && <BomCharges charges={report.charges} />}
      {onRecheck && fixes.size > 0 && (
        <button
          type="button"
          className="btn-primary"
          onClick={() => onRecheck(bomWithFixes(report.lines, fixes))}
        >
          Check again with {fixes.size} {fixes.size === 1 ? 'change' : 'changes'}
        </button>
      )}
      {children}
      <DataTable
        label="Bill of materials check"
        columns={['Line', 'As given', 'Outcome', 'Part', 'To cart', 'Price', 'Note']}
      >
        {shown.map((line) => (
          <Row key={line.line} data-testid="bom-line" data-status={line.status}>
            <Cell label="Line">{line.line}</Cell>
            <Cell label="As given" className="font-mono text-xs break-all">
              {line.raw}
            </Cell>
            <Cell label="Outcome" className={`font-semibold ${STYLE[line.status] ?? ''}`}>
              {LABELS[line.status]}
            </Cell>
            <Cell label="Part">
              {line.name ? (
                <>
                  <p>{line.name}</p>
                  <p className="text-xs text-steel-500">{line.partNumber}</p>
                </>
              ) : (
                (line.partNumber ?? '')
              )}
            </Cell>
            <Cell label="To cart">{line.status === 'short' ? '' : (line.finalQuantity ?? '')}</Cell>
            <Cell label="Price" className="whitespace-nowrap">
              {line.unitPrize !== null && line.totalPrize !== null && (
                <>
                  ${formatDollars(line.totalPrize)}
                  <span className="block text-xs text-steel-500">${formatDollars(line.unitPrize)} each</span>
                  {line.contract && (
                    <span className="block text-xs text-steel-500" data-testid="contract-price">
                      {line.contract}
                    </span>
                  )}
                </>
              )}
            </Cell>
            <Cell label="Note" className="text-xs">
              <Note line={line} />
              {onRecheck && FIXABLE.has(line.status) && (
                <FixFields line={line} fix={fixes.get(line.line)} onFix={fix(line.line)} />
              )}
            </Cell>
          </Row>
        ))}
      </DataTable>
    </section>
  );
}

/** These lines' shipping and tax to the buyer's default ship-to (or collected at the plant), alone. */
function BomCharges({ charges }: { charges: NonNullable<BomReportDto['charges']> }) {
  const where = charges.shipTo
    ? `to ${charges.shipTo.label ?? charges.shipTo.country}`
    : 'collected at the plant';
  const method = charges.options.find((option) => option.methodId === charges.method);
  return (
    <p className="text-sm" data-testid="bom-charges">
      {charges.problem ??
        `These lines alone, ${where}: shipping $${formatDollars(charges.shipping)}${method ? ` (${method.name})` : ''}, tax $${formatDollars(charges.tax)}, total $${formatDollars(charges.total)}. Checkout charges the cart's.`}
    </p>
  );
}
