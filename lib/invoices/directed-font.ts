import 'server-only';
import type { Font, Glyph } from 'fontkit';
import { holdsRtlLetter } from './bidi';

/**
 * A glyph of a right-to-left run that stands for several characters (Arabic's lam-alef, or
 * Allah), its characters listed last first. A PDF holds a right-to-left run in visual order, and
 * readers (pdf.js, poppler) get the text back by reversing it character by character, a glyph's
 * characters included: listed in reading order, `سلام` read back as `سالم`. The glyph is fontkit's
 * own, shared by every layout, so the change goes on an object made from it.
 */
const readBackward = (glyph: Glyph): Glyph =>
  glyph.codePoints.length > 1
    ? (Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } }) as Glyph)
    : glyph;

/**
 * The font, made to lay a text out right to left exactly when the text holds a right-to-left
 * letter. Left alone, fontkit takes the direction from the first script it meets, so a run of
 * Arabic-Indic digits (Arabic script, written left to right) came out reversed; and pdfkit calls
 * `font.layout(text, features)` with no way to pass a direction. The texts writeText hands pdfkit
 * are runs of one bidi level (lib/invoices/bidi-lines.ts), so their letters tell the direction:
 * Hebrew and Arabic letters only ever resolve to odd (right-to-left) levels, Latin letters and
 * digits only to even ones, and a run of punctuation alone comes already in visual order.
 * The font is changed in place: it is ours, parsed once for the invoices (invoice-fonts.ts).
 */
export function directedByBidi(font: Font): Font {
  const layout = font.layout.bind(font);
  font.layout = (text, features) => {
    if (!holdsRtlLetter(text)) return layout(text, features, undefined, undefined, 'ltr');
    const run = layout(text, features, undefined, undefined, 'rtl');
    run.glyphs = run.glyphs.map(readBackward);
    return run;
  };
  return font;
}
