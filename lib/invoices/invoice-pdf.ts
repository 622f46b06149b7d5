import 'server-only';
import { formatCents } from '@/lib/selling';
import { rateLabel } from '@/lib/tax';
import type { Seller } from './seller';
import { a4Document, numberPages } from './pdf-pages';
import { writeCharges, type LineTax, type PrintedCharges } from './invoice-charges';
import { addressLines, type CompanyCopy } from '@/lib/model';

/**
 * What one document shows: an invoice (lib/invoices/get-invoice.ts gathers it from the paid order),
 * a credit note against one, or a quote's offer (./get-quote-pdf.ts).
 */
export type InvoiceData = {
  /** Who sells (the settings' seller: ./seller.ts). */
  seller: Seller;
  /** The document's own number as printed (INV-000042, CN-000007, Q-000045), and its date. */
  number: string;
  issuedAt: Date;
  buyer: { name: string; email: string; phone: string };
  /** The company it was bought for, as the order copied it: its name, tax id, bill-to and ship-to. */
  company?: CompanyCopy;
  poNumber: string | null;
  /** The order it is for, as the buyer knows it (SO-000123); null for a quote (no order yet). */
  order: string | null;
  /**
   * A row per order line: the part (its number first, if it has one), quantity and prices, and on
   * a document with charges its tax (rate and amount, rounded once per line).
   */
  lines: { part: string; quantity: number; unitCents: number; totalCents: number; tax?: LineTax }[];
  totalCents: number;
  /** Its shipping and tax (issue 36): printed as a subtotal, shipping, tax and total block. */
  charges?: PrintedCharges;
  /** What its contract prices saved against the list prices (printed under the total when any). */
  savingCents?: number;
  paidAt: Date | null;
  transactionId: string | null;
  /** Set on the invoice of an order on account: its terms and the store day it is due. */
  onAccount?: { terms: string; dueDate: string | null };
  /** Set on a credit note: it gives back `totalCents` of the invoice it names, for `reason`. */
  credit?: { invoice: string; reason: string; refundId: string | null; onAccount?: boolean };
  /** Set on a quote: the offer is good through the end of `validUntil`'s day (UTC). */
  quote?: { validUntil: Date };
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The invoice (or a credit note against it) as an A4 PDF, its pages numbered. Names, PO and part numbers are the buyer's own, in any script
 * the forms take, so every text goes through the embedded Noto fonts (lib/invoices/invoice-fonts.ts)
 * rather than pdfkit's built-in Helvetica, which only has Latin-1. The document is small, so it is
 * rendered whole into memory and answered with its length.
 */
export function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const { credit, quote, number } = invoice;
  const kind = credit ? 'Credit note' : quote ? 'Quote' : 'Invoice';
  const { pdf, done, write } = a4Document({ Title: `${kind} ${number}`, Author: invoice.seller.name });

  pdf.fontSize(20);
  write('bold', kind, { align: 'right' });
  pdf.fontSize(10);
  write('regular', `${kind} number: ${number}`, { align: 'right' });
  write('regular', `${kind} date: ${day(invoice.issuedAt)}`, { align: 'right' });
  if (credit) write('regular', `Credits invoice: ${credit.invoice}`, { align: 'right' });
  pdf.moveDown(1.5);

  const top = pdf.y;
  write('bold', 'Seller', { x: 56, y: top });
  const { seller } = invoice;
  const taxId = seller.taxId ? [`Tax id: ${seller.taxId}`] : [];
  write('regular', [seller.name, ...seller.address, seller.email, ...taxId].join('\n'));
  write('bold', quote ? 'Quote for' : 'Bill to', { x: 320, y: top });
  const { company } = invoice;
  if (company) {
    write('regular', [company.name, ...addressLines(company.billTo)].join('\n'), { x: 320 });
    if (company.taxId) write('regular', `Tax id: ${company.taxId}`, { x: 320 });
    write('regular', `Buyer: ${invoice.buyer.name}`, { x: 320 });
  } else {
    // A customer of their own is billed where their order goes.
    const shipped = invoice.charges?.shipTo?.lines ?? [];
    write('regular', [invoice.buyer.name, ...shipped].join('\n'), { x: 320 });
  }
  for (const line of [invoice.buyer.email, invoice.buyer.phone]) write('regular', line, { x: 320 });
  write('regular', `PO number: ${invoice.poNumber ?? '—'}`, { x: 320 });
  const shipTo = invoice.charges
    ? invoice.charges.shipTo
    : company?.shipTo && { label: company.shipTo.label, lines: addressLines(company.shipTo.address) };
  if (shipTo) {
    write('bold', 'Ship to', { x: 320 });
    write('regular', [shipTo.label, ...shipTo.lines].filter(Boolean).join('\n'), { x: 320 });
  } else if (invoice.charges) {
    write('bold', 'Ship to', { x: 320 });
    write('regular', 'Collected at the plant', { x: 320 });
  }
  pdf.moveDown(2);

  const rowTop = Math.max(pdf.y, top + 130);
  const columns = invoice.charges
    ? [
        { title: 'Part', x: 56, width: 180 },
        { title: 'Quantity', x: 240, width: 55 },
        { title: 'Unit price', x: 300, width: 70 },
        { title: 'Tax', x: 375, width: 70 },
        { title: 'Amount', x: 450, width: 90 },
      ]
    : [
        { title: 'Part', x: 56, width: 230 },
        { title: 'Quantity', x: 290, width: 70 },
        { title: 'Unit price', x: 365, width: 80 },
        { title: 'Amount', x: 450, width: 90 },
      ];
  /** The column titles and their rule at `at`; answers where the first row goes. */
  const columnTitles = (at: number) => {
    for (const column of columns) write('bold', column.title, { x: column.x, y: at, width: column.width });
    pdf
      .moveTo(56, at + 16)
      .lineTo(540, at + 16)
      .stroke();
    return at + 24;
  };
  // Each row starts below the tallest cell of the row before: a long part name wraps onto several
  // lines. A long order goes on over further pages, each headed by what the document is and the
  // column titles again.
  let y = columnTitles(rowTop);
  for (const line of invoice.lines) {
    if (y > pdf.page.height - 200) {
      pdf.addPage();
      const heading = invoice.order ? `${kind} ${number} · Order ${invoice.order}` : `${kind} ${number}`;
      write('bold', heading, { x: 56, y: pdf.page.margins.top });
      y = columnTitles(pdf.page.margins.top + 24);
    }
    const cells = [
      line.part,
      String(line.quantity),
      formatCents(line.unitCents),
      ...(invoice.charges
        ? [line.tax ? `${rateLabel(line.tax.rateMillis)}\n${formatCents(line.tax.cents)}` : '—']
        : []),
      formatCents(line.totalCents),
    ];
    const bottoms = cells.map((cell, index) => {
      write('regular', cell, { x: columns[index]!.x, y, width: columns[index]!.width });
      return pdf.y;
    });
    y = Math.max(...bottoms) + 6;
  }
  let totalTop = Math.max(y, rowTop + 40) + 10;
  pdf
    .moveTo(290, totalTop - 6)
    .lineTo(540, totalTop - 6)
    .stroke();
  if (invoice.charges) totalTop = writeCharges(invoice.charges, totalTop, pdf, write);
  write('bold', credit ? 'Credit (USD)' : 'Total (USD)', { x: 290, y: totalTop, width: 150 });
  write('bold', formatCents(invoice.totalCents), { x: 450, y: totalTop, width: 90 });
  if (invoice.charges?.exemption) write('bold', invoice.charges.exemption, { x: 290, width: 250 });
  if (invoice.savingCents)
    write('regular', `Contract prices saved ${formatCents(invoice.savingCents)} against list prices.`, {
      x: 290,
      width: 250,
    });
  pdf.moveDown(3);

  if (quote) {
    write(
      'regular',
      `Valid until: ${day(quote.validUntil)} (end of the day, UTC), for the quantities quoted.`,
      {
        x: 56,
      },
    );
    write('regular', 'Accept it under My Quotes in your account to place the order at these prices.');
    write('regular', 'Stock is taken when the order is placed; payment by card with the order.');
  } else {
    if (credit) {
      if (credit.onAccount) {
        write('regular', `Credited to the company's account against invoice ${credit.invoice}.`, { x: 56 });
        write('regular', `Reason: ${credit.reason}`);
      } else {
        write('regular', 'Refunded to the card the order was paid with.', { x: 56 });
        write('regular', `Reason: ${credit.reason}`);
        write('regular', `Refund id: ${credit.refundId ?? '—'}`);
      }
    } else if (invoice.onAccount) {
      write('regular', `Terms: ${invoice.onAccount.terms}, on account.`, { x: 56 });
      write('regular', `Due date: ${invoice.onAccount.dueDate ?? '—'}`);
      write('regular', `Pay by bank transfer quoting invoice ${number}.`);
    } else {
      write('regular', 'Paid by card.', { x: 56 });
      write('regular', `Payment date: ${invoice.paidAt ? day(invoice.paidAt) : '—'}`);
    }
    write('regular', `Transaction id: ${invoice.transactionId ?? '—'}`);
    write('regular', `Order: ${invoice.order ?? '—'}`);
  }
  pdf.moveDown(2);
  pdf.fontSize(8).fillColor('#444444');
  write(
    'regular',
    invoice.charges
      ? "Each line's tax is computed on its amount at its jurisdiction's rate and rounded once. Terms of sale apply."
      : 'Prices exclude taxes unless stated. Terms of sale apply.',
  );
  numberPages(pdf, (page, pages) =>
    write('regular', `${kind} ${number} · page ${page} of ${pages}`, {
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
