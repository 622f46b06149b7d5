import 'server-only';
import type { Id } from '@/lib/db';
import { AGEING_BUCKETS, statementLines } from '@/lib/ledger';
import { formatCents } from '@/lib/model';
import { a4Document, numberPages } from './pdf-pages';
import { seller } from './seller';

// A company's statement of account as a PDF (issue 35): the same lines and ageing as its CSV
// (lib/ledger/statement.ts), for finance departments that file statements as documents.

const COLUMNS = [
  { title: 'Date', x: 56, width: 58 },
  { title: 'Entry', x: 116, width: 132 },
  { title: 'Reference', x: 250, width: 70 },
  { title: 'PO', x: 322, width: 58 },
  { title: 'Debit', x: 382, width: 50 },
  { title: 'Credit', x: 434, width: 50 },
  { title: 'Balance', x: 486, width: 54 },
] as const;

/** A balance as the statement prints it: what the company owes, or "CR" for credit in its favour. */
const balanceText = (cents: number) => (cents < 0 ? `${formatCents(-cents)} CR` : formatCents(cents));

/**
 * The statement of `company` from `fromDay` to `toDay` (store days, both included) as an A4 PDF,
 * its pages numbered, each page headed by its column titles. Rendered whole into memory: a
 * statement of 10,000 entries is a few hundred pages, well under what an answer may carry.
 */
export async function statementPdf(
  company: { id: Id; name: string },
  fromDay: string,
  toDay: string,
): Promise<Buffer> {
  const { pdf, done, write } = a4Document({
    Title: `Statement ${company.name} ${fromDay} to ${toDay}`,
    Author: seller().name,
  });

  pdf.fontSize(20);
  write('bold', 'Statement of account', { align: 'right' });
  pdf.fontSize(10);
  write('regular', `From ${fromDay} to ${toDay}`, { align: 'right' });
  pdf.moveDown(1.5);
  const top = pdf.y;
  const { name, address, email } = seller();
  write('bold', 'Seller', { x: 56, y: top });
  write('regular', [name, ...address, email].join('\n'));
  write('bold', 'Account of', { x: 320, y: top });
  write('regular', company.name, { x: 320 });
  pdf.moveDown(3);

  pdf.fontSize(8);
  const columnTitles = (at: number) => {
    for (const column of COLUMNS) write('bold', column.title, { x: column.x, y: at, width: column.width });
    pdf
      .moveTo(56, at + 12)
      .lineTo(540, at + 12)
      .stroke();
    return at + 16;
  };
  let y = columnTitles(Math.max(pdf.y, top + 110));
  const lines = statementLines(company.id, fromDay, toDay);
  let next = await lines.next();
  for (; !next.done; next = await lines.next()) {
    if (y > pdf.page.height - 90) {
      pdf.addPage();
      y = columnTitles(pdf.page.margins.top);
    }
    const { day, what, ref, po, amountCents, balanceCents } = next.value;
    const cells = [
      day,
      what,
      ref,
      po,
      amountCents !== null && amountCents >= 0 ? formatCents(amountCents) : '',
      amountCents !== null && amountCents < 0 ? formatCents(-amountCents) : '',
      balanceText(balanceCents),
    ];
    const bottoms = cells.map((cell, index) => {
      write(amountCents === null ? 'bold' : 'regular', cell, {
        x: COLUMNS[index]!.x,
        y,
        width: COLUMNS[index]!.width,
      });
      return pdf.y;
    });
    y = Math.max(...bottoms) + 3;
  }

  if (y > pdf.page.height - 160) {
    pdf.addPage();
    y = pdf.page.margins.top;
  }
  pdf.fontSize(10);
  write('bold', `Open invoices by days past due on ${toDay}`, { x: 56, y: y + 16 });
  for (const [i, bucket] of AGEING_BUCKETS.entries()) {
    const at = pdf.y;
    write('regular', bucket, { x: 56, y: at, width: 150 });
    write('regular', formatCents(next.value[i]!), { x: 210, y: at, width: 100 });
  }
  numberPages(pdf, (page, pages) =>
    write('regular', `Statement ${company.name} · page ${page} of ${pages}`, {
      x: 56,
      y: pdf.page.height - 36,
      width: 484,
      align: 'right',
      lineBreak: false,
    }),
  );
  pdf.end();
  return done;
}
