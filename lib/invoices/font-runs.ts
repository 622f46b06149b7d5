import 'server-only';
import type { Font } from 'fontkit';
import type { Face } from './invoice-fonts';
import { holdsRtlLetter } from './bidi';
import { visualLines } from './bidi-lines';

/** pdf.text()'s options, with where to start (pdf.text(text, x, y, options)). */
export type WriteOptions = PDFKit.Mixins.TextOptions & { x?: number; y?: number };

/**
 * pdf.text() in the invoice's fonts, in any mix of scripts and directions: the text is cut into
 * lines and each line into runs of one font and one direction, in visual order
 * (lib/invoices/bidi-lines.ts), and a line's runs are joined with pdfkit's `continued`, so they
 * sit side by side as one line.
 */
export function writeText(
  pdf: PDFKit.PDFDocument,
  faces: readonly Face[],
  text: string,
  { x, y, ...options }: WriteOptions = {},
) {
  if (x !== undefined) pdf.x = x;
  if (y !== undefined) pdf.y = y;
  const size = pdf.sizeToPoint('1em');
  // pdfkit sets each run below the line's top by its own font's ascender, and the CJK faces' is
  // lower than Noto Sans's: every run goes on the first face's baseline instead (in points, at the
  // current size), so a mixed line does not step up and down.
  const main = faces[0]!.font();
  const baseline = -(main.ascent / main.unitsPerEm) * size;
  // Likewise pdfkit moves down by the line height of the line's last font, and Noto Naskh Arabic's
  // and the CJK faces' are taller: a line ending in one takes the first face's height instead.
  const lineHeight = (font: Font) => ((font.ascent - font.descent + font.lineGap) / font.unitsPerEm) * size;
  const gapAfter = (face: Face) => (options.lineGap ?? 0) + lineHeight(main) - lineHeight(face.font());
  // pdfkit's own width when none is given: up to the right margin.
  const width = options.width ?? pdf.page.width - pdf.x - pdf.page.margins.right;
  // Printable ASCII that fits on one line is one run of the first face, whatever the scripts
  // around: written at once, as the runs below would write it (a statement has 70,000 such cells).
  if (/^[\x20-\x7e]*$/.test(text) && text !== '' && inFace(pdf, faces[0]!).widthOfString(text) <= width) {
    write(pdf, faces[0]!, text, { ...options, width, baseline, lineGap: options.lineGap ?? 0 });
    return;
  }
  // Measured by pdfkit itself, as its line wrapper will measure the runs: the same sums, and the
  // words it lays out are kept for the document.
  const lines = visualLines(text, faces, width, (face, part) => inFace(pdf, face).widthOfString(part));
  lines.forEach((runs, index) => {
    // A line left empty between others still takes its height, as pdfkit gives a blank line.
    if (runs.length === 0 && index > 0) pdf.moveDown();
    // An empty text is still written, as pdf.text('') would be.
    else if (runs.length === 0) write(pdf, faces[0]!, '', { ...options, width, baseline });
    runs.forEach((run, at) => {
      const last = at === runs.length - 1;
      write(pdf, run.face, run.text, {
        ...options,
        width,
        baseline,
        continued: !last,
        ...(last && { lineGap: gapAfter(run.face) }),
      });
    });
  });
}

function inFace(pdf: PDFKit.PDFDocument, face: Face) {
  // pdfkit 0.20 takes a parsed fontkit Font (its changelog); @types/pdfkit 0.17 does not list it.
  return pdf.font(face.font() as unknown as PDFKit.Mixins.PDFFontSource, face.name);
}

function write(pdf: PDFKit.PDFDocument, face: Face, text: string, options: PDFKit.Mixins.TextOptions) {
  // pdfkit lays out each word of a text on its own and sets them left to right, which would
  // reverse the words of a right-to-left run: `features` makes it lay such a run out whole.
  inFace(pdf, face).text(text, { ...options, ...(holdsRtlLetter(text) && { features: [] }) });
}
