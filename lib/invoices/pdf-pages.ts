import 'server-only';
import PDFDocument from 'pdfkit';
import { writeText, type WriteOptions } from './font-runs';
import { INVOICE_FONTS, type FontStyle } from './invoice-fonts';

/**
 * An A4 document in the invoice's fonts, its pages kept open to be numbered at the end: `write`
 * sets text in any script, `done` is the whole file once `pdf.end()` is called (the documents are
 * small enough to answer with their length).
 */
export function a4Document(info: { Title: string; Author: string }) {
  // Every page stays open until the end, to be numbered "page 3 of 12" once their count is known.
  const pdf = new PDFDocument({ size: 'A4', margin: 56, bufferPages: true, info });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const write = (style: FontStyle, text: string, options?: WriteOptions) =>
    writeText(pdf, INVOICE_FONTS[style], text, options);
  return { pdf, done, write };
}

/**
 * Writes each page's number in its bottom margin once all pages exist (bufferPages). The margin is
 * lifted while writing there, or pdfkit would take text below it as overflowing onto a new page.
 */
export function numberPages(pdf: PDFKit.PDFDocument, footer: (page: number, pages: number) => void) {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.fontSize(8).fillColor('#444444');
    footer(index - start + 1, count);
    pdf.page.margins.bottom = bottom;
  }
}
