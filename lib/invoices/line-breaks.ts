import LineBreaker from 'linebreak';

/** A line of a paragraph: where it starts and ends in it, its trailing spaces left out. */
export type LineSpan = { start: number; end: number };

/** The width of a stretch of the paragraph, from `start` up to `end`, in points. */
type WidthOf = (start: number, end: number) => number;

// pdfkit redoes the sums below in its own order: a line that fits by less than this is cut before
// it, so that pdfkit never wraps again a line already cut.
const ROUNDING = 0.001;

/** Where UAX #14 ends a line whatever the width (besides '\n', which ends a paragraph first). */
const MUST_BREAK = /[\v\f\r\x85\u2028\u2029]/u;

const endOfText = (paragraph: string, start: number, end: number) => {
  while (end > start && /\s/u.test(paragraph[end - 1]!)) end--;
  return end;
};

/**
 * The paragraph cut into lines no wider than `width`, where pdfkit would cut it: at the break
 * opportunities of the Unicode line breaking algorithm (linebreak, pdfkit's own), a word wider than
 * a line between its characters. Each word counts with its trailing spaces, except the line's
 * last, as pdfkit counts them. The lines are cut here, in logical order, and only then reordered
 * for display, as the bidi algorithm has it (UAX #9, 3.4): pdfkit would cut the runs it is given,
 * already in visual order, and a wrapped right-to-left text would start on its second line.
 */
export function lineSpans(paragraph: string, width: number, widthOf: WidthOf): LineSpan[] {
  const room = width - ROUNDING;
  // Most texts fit whole: one measure instead of one per word.
  const whole = endOfText(paragraph, 0, paragraph.length);
  if (!MUST_BREAK.test(paragraph) && widthOf(0, whole) <= room) return [{ start: 0, end: whole }];
  const lines: LineSpan[] = [];
  let start = 0;
  let end = 0;
  let used = 0;
  const close = () => {
    lines.push({ start, end: endOfText(paragraph, start, end) });
    start = end;
    used = 0;
  };
  const breaker = new LineBreaker(paragraph);
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    if (end > start && used + widthOf(end, endOfText(paragraph, end, next.position)) > room) close();
    // A word wider than a whole line: as many of its characters as fit, at least one, per line.
    while (end === start && widthOf(start, endOfText(paragraph, start, next.position)) > room) {
      let cut = start + String.fromCodePoint(paragraph.codePointAt(start)!).length;
      for (const char of paragraph.slice(cut, next.position)) {
        if (widthOf(start, cut + char.length) > room) break;
        cut += char.length;
      }
      if (cut >= endOfText(paragraph, start, next.position)) break;
      end = cut;
      close();
    }
    used += widthOf(end, next.position);
    end = next.position;
    if (next.required) close();
  }
  if (end > start || lines.length === 0) close();
  return lines;
}
