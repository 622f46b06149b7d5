import 'server-only';

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
