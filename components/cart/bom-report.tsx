'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { stringify } from 'csv-stringify/browser/esm/sync';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import type { BomLineDto, BomReportDto, BomStatus } from '@/lib/cart';

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

/** The report as a CSV file the buyer can keep (formulas neutralised, as the exports do). */
function download(report: BomReportDto) {
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
        <Link
          href={`/product/${line.productId}?quantity=${line.finalQuantity}`}
          className="font-semibold text-brand-700 underline"
        >
          Request a quote
        </Link>
      )}
    </>
  );
}

/** Every line of a checked bill of materials and what became of it; `children`: what to do next. */
export function BomReport({ report, children }: { report: BomReportDto; children: ReactNode }) {
  return (
    <section className="space-y-4" aria-labelledby="bom-report-heading">
      <h2 id="bom-report-heading" className="text-lg font-semibold">
        Every line accounted for
      </h2>
      <p role="status" data-testid="bom-summary">
        {summary(report)}
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={() => download(report)}>
          Download the report (CSV)
        </button>
      </div>
      {children}
      <DataTable
        label="Bill of materials check"
        columns={['Line', 'As given', 'Outcome', 'Part', 'To cart', 'Note']}
      >
        {report.lines.map((line) => (
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
            <Cell label="Note" className="text-xs">
              <Note line={line} />
            </Cell>
          </Row>
        ))}
      </DataTable>
    </section>
  );
}
