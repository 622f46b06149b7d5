import 'server-only';
import { a4Document, numberPages } from './pdf-pages';
import { seller } from './seller';

/** What a return label prints: its RMA number, who sends the parcel to whom, and what is in it. */
export type ReturnLabel = {
  rma: string;
  orderRef: string;
  approvedAt: Date;
  /** The sender: the order's ship-to, or the buyer's name alone (collected at the plant). */
  from: { name: string; lines: string[] };
  lines: { name: string; partNumber: string | null; quantity: number }[];
};

/**
 * A return label (issue 36) as an A4 PDF to print and tape on the parcel: the RMA number large, the
 * store's address as the addressee, the sender, and the packing list (the parts and units agreed),
 * so the plant's receiving dock knows the parcel by its number alone.
 */
export async function returnLabelPdf(label: ReturnLabel): Promise<Buffer> {
  const store = seller();
  const { pdf, done, write } = a4Document({ Title: `Return label ${label.rma}`, Author: store.name });
  pdf.fontSize(12);
  write('bold', 'RETURN LABEL');
  pdf.fontSize(32);
  write('bold', label.rma);
  pdf.fontSize(10);
  write('regular', `Order ${label.orderRef} · approved ${label.approvedAt.toISOString().slice(0, 10)}`);
  pdf.moveDown(1.5);
  const top = pdf.y;
  pdf.rect(56, top - 6, 483, 150).stroke();
  pdf.fontSize(10);
  write('bold', 'SHIP TO', { x: 68, y: top + 4 });
  pdf.fontSize(14);
  write('bold', `${store.name}\nReturns · ${label.rma}\n${store.address.join('\n')}`, { x: 68, width: 250 });
  pdf.fontSize(10);
  write('bold', 'FROM', { x: 330, y: top + 4 });
  write('regular', [label.from.name, ...label.from.lines].join('\n'), { x: 330, width: 200 });
  pdf.y = top + 160;
  pdf.fontSize(10);
  write('regular', `Write ${label.rma} on the outside of every parcel. Parcels without it may be refused.`, {
    x: 56,
  });
  pdf.moveDown(1);
  write('bold', 'Packing list', { x: 56 });
  pdf.fontSize(9);
  for (const line of label.lines) {
    if (pdf.y > pdf.page.height - 90) pdf.addPage();
    write('regular', `${line.quantity} × ${line.name}${line.partNumber ? ` (${line.partNumber})` : ''}`, {
      x: 56,
    });
  }
  numberPages(pdf, (page, pages) =>
    write('regular', `${label.rma} · page ${page} of ${pages}`, {
      x: 56,
      y: pdf.page.height - 40,
      width: 483,
      align: 'center',
    }),
  );
  pdf.end();
  return done;
}
