import 'server-only';
import type { Face } from './invoice-fonts';

type FontRun = { face: Face; text: string };

/** Spaces, combining marks and joiners belong with the character before them: they stay in its run. */
const CLINGS = /[\s\p{M}\p{Cf}]/u;

/**
 * The text cut into runs, each in the first face that has its characters' glyphs (pdfkit draws a
 * run in one font and has no fallback of its own). A character no face has goes to the first face,
 * which draws its empty box.
 */
function fontRuns(text: string, faces: readonly Face[]): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const last = runs.at(-1);
    const face =
      last && CLINGS.test(char)
        ? last.face
        : (faces.find((candidate) => candidate.font().hasGlyphForCodePoint(char.codePointAt(0)!)) ??
          faces[0]!);
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  // An empty text is still written, as pdf.text('') would be.
  return runs.length ? runs : [{ face: faces[0]!, text }];
}

/** pdf.text()'s options, with where to start (pdf.text(text, x, y, options)). */
export type WriteOptions = PDFKit.Mixins.TextOptions & { x?: number; y?: number };

/**
 * pdf.text() in the invoice's fonts: each run in its own font, the runs joined with pdfkit's
 * `continued`, so a line mixing scripts is laid out and wrapped as one line.
 */
export function writeText(
  pdf: PDFKit.PDFDocument,
  faces: readonly Face[],
  text: string,
  { x, y, ...options }: WriteOptions = {},
) {
  if (x !== undefined) pdf.x = x;
  if (y !== undefined) pdf.y = y;
  // pdfkit sets each run below the line's top by its own font's ascender, and the CJK faces' is
  // lower than Noto Sans's: every run goes on the first face's baseline instead (in points, at the
  // current size), so a mixed line does not step up and down.
  const main = faces[0]!.font();
  const baseline = -(main.ascent / main.unitsPerEm) * pdf.sizeToPoint('1em');
  const runs = fontRuns(text, faces);
  runs.forEach((run, index) => {
    // pdfkit 0.20 takes a parsed fontkit Font (its changelog); @types/pdfkit 0.17 does not list it.
    pdf.font(run.face.font() as unknown as PDFKit.Mixins.PDFFontSource, run.face.name);
    pdf.text(run.text, { ...options, baseline, continued: index < runs.length - 1 });
  });
}
