import 'server-only';
import PDFDocument from 'pdfkit';
import { centsToDollars, formatDollars } from '@/lib/catalog/money';
import { invoiceLabel, SELLER } from './seller';

/** What one invoice shows (lib/invoices/get-invoice.ts gathers it from the paid order). */
export type InvoiceData = {
  invoiceNumber: number;
  invoicedAt: Date;
  buyer: { name: string; email: string; phone: string };
  poNumber: string | null;
  orderId: string;
  part: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  paidAt: Date | null;
  transactionId: string | null;
};

const day = (date: Date) => date.toISOString().slice(0, 10);
const money = (cents: number) => `$${formatDollars(centsToDollars(cents))}`;

/**
 * The invoice as a one-page A4 PDF, with pdfkit's built-in Helvetica (no font files to ship). The
 * document is small, so it is rendered whole into memory and answered with its length.
 */
export function renderInvoicePdf(invoice: InvoiceData): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Invoice ${invoiceLabel(invoice.invoiceNumber)}`, Author: SELLER.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('Helvetica-Bold').fontSize(20).text('Invoice', { align: 'right' });
  pdf.font('Helvetica').fontSize(10);
  pdf.text(`Invoice number: ${invoiceLabel(invoice.invoiceNumber)}`, { align: 'right' });
  pdf.text(`Invoice date: ${day(invoice.invoicedAt)}`, { align: 'right' });
  pdf.moveDown(1.5);

  const top = pdf.y;
  pdf.font('Helvetica-Bold').text('Seller', 56, top);
  pdf.font('Helvetica').text([SELLER.name, ...SELLER.address, SELLER.email, SELLER.taxId].join('\n'));
  pdf.font('Helvetica-Bold').text('Bill to', 320, top);
  pdf.font('Helvetica').text([invoice.buyer.name, invoice.buyer.email, invoice.buyer.phone].join('\n'), 320);
  pdf.text(`PO number: ${invoice.poNumber ?? '—'}`, 320);
  pdf.moveDown(2);

  const rowTop = Math.max(pdf.y, top + 130);
  const columns = [
    { title: 'Part', x: 56, width: 230 },
    { title: 'Quantity', x: 290, width: 70 },
    { title: 'Unit price', x: 365, width: 80 },
    { title: 'Amount', x: 450, width: 90 },
  ];
  pdf.font('Helvetica-Bold');
  for (const column of columns) pdf.text(column.title, column.x, rowTop, { width: column.width });
  pdf
    .moveTo(56, rowTop + 16)
    .lineTo(540, rowTop + 16)
    .stroke();
  pdf.font('Helvetica');
  const cells = [invoice.part, String(invoice.quantity), money(invoice.unitCents), money(invoice.totalCents)];
  cells.forEach((cell, index) =>
    pdf.text(cell, columns[index]!.x, rowTop + 24, { width: columns[index]!.width }),
  );
  const totalTop = Math.max(pdf.y, rowTop + 40) + 16;
  pdf
    .moveTo(290, totalTop - 6)
    .lineTo(540, totalTop - 6)
    .stroke();
  pdf.font('Helvetica-Bold').text('Total (USD)', 290, totalTop, { width: 150 });
  pdf.text(money(invoice.totalCents), 450, totalTop, { width: 90 });
  pdf.font('Helvetica').moveDown(3);

  pdf.text('Paid by card.', 56);
  pdf.text(`Payment date: ${invoice.paidAt ? day(invoice.paidAt) : '—'}`);
  pdf.text(`Transaction id: ${invoice.transactionId ?? '—'}`);
  pdf.text(`Order: ${invoice.orderId}`);
  pdf.moveDown(2);
  pdf.fontSize(8).fillColor('#444444').text('Prices exclude taxes unless stated. Terms of sale apply.');
  pdf.end();
  return done;
}
