import type { Face } from './invoice-fonts';
import { bidi, holdsRtlLetter } from './bidi';
import { lineSpans } from './line-breaks';

/** A stretch of a line in one face and one direction, as pdfkit is to be handed it. */
export type Run = { face: Face; text: string };

/** How wide a text is in a face, in points at the size being written. */
export type Measure = (face: Face, text: string) => number;

/** The bidi controls: their work is done once the levels are resolved, and no face draws them. */
const CONTROL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/**
 * Spaces, combining marks and joiners belong with the character before them: they stay in its
 * face when it has them.
 */
const CLINGS = /[\s\p{M}\p{Cf}]/u;

/**
 * The face of each UTF-16 unit of the text: the first face that has the character's glyph (pdfkit
 * draws a run in one font and has no fallback of its own), none for a bidi control. A character no
 * face has goes to the first face, which draws its empty box.
 */
function facesOf(text: string, faces: readonly Face[]): (Face | undefined)[] {
  const chosen: (Face | undefined)[] = [];
  let previous: Face | undefined;
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    let face: Face | undefined;
    if (!CONTROL.test(char)) {
      face =
        previous && CLINGS.test(char) && previous.font().hasGlyphForCodePoint(codePoint)
          ? previous
          : (faces.find((candidate) => candidate.font().hasGlyphForCodePoint(codePoint)) ?? faces[0]!);
      previous = face;
    }
    for (let unit = 0; unit < char.length; unit++) chosen.push(face);
  }
  return chosen;
}

const graphemes = new Intl.Segmenter();

/**
 * A run's characters, from `first` to `last` of the text (last before first when it goes right to
 * left), as pdfkit is to lay them out. Left to right, as they are. Right to left, brackets turn to
 * face the other way (rule L4), then fontkit reverses a run that holds a right-to-left letter as it
 * shapes it (directed-font.ts); a run of punctuation and spaces alone is reversed here.
 */
function runText(text: string, first: number, last: number, rtl: boolean): string {
  const logical = text.slice(Math.min(first, last), Math.max(first, last) + 1);
  if (!rtl) return logical;
  const mirrored = Array.from(logical, (char) => bidi.getMirroredCharacter(char) ?? char).join('');
  if (holdsRtlLetter(mirrored)) return mirrored;
  return Array.from(graphemes.segment(mirrored), ({ segment }) => segment)
    .reverse()
    .join('');
}

/**
 * The text as lines of runs, each line's runs in visual order, left to right. The levels come
 * from the Unicode Bidirectional Algorithm (bidi-js) with a left-to-right base, as every page of the
 * store shows these texts: `הזמנה-123` gives the Hebrew word (level 1) with its digits (level 2)
 * after it, to its left. A run keeps to one face and one level, so pdfkit lays it out in one
 * font and fontkit shapes it whole (Arabic letters join) in its direction. Lines end at '\n' and
 * where the text would pass `width` (line-breaks.ts), and each line is reordered on its own.
 */
export function visualLines(text: string, faces: readonly Face[], width: number, measure: Measure): Run[][] {
  const embedding = bidi.getEmbeddingLevels(text, 'ltr');
  const { levels } = embedding;
  const faceAt = facesOf(text, faces);

  // The width of a stretch: each piece in its face, the controls left out.
  const widthOf = (start: number, end: number) => {
    let total = 0;
    for (let from = start; from < end;) {
      let to = from + 1;
      while (to < end && faceAt[to] === faceAt[from]) to++;
      const face = faceAt[from];
      if (face) total += measure(face, text.slice(from, to));
      from = to;
    }
    return total;
  };

  const lineRuns = (start: number, end: number): Run[] => {
    if (end <= start) return [];
    const order = bidi.getReorderedIndices(text, embedding, start, end - 1).slice(start, end);
    const runs: Run[] = [];
    let open: { face: Face; level: number; first: number; last: number } | undefined;
    const close = () => {
      if (open)
        runs.push({ face: open.face, text: runText(text, open.first, open.last, open.level % 2 === 1) });
    };
    for (const index of order) {
      const face = faceAt[index];
      if (!face) continue;
      const level = levels[index]!;
      const next = open && open.last + (level % 2 === 1 ? -1 : 1);
      if (open && open.face === face && open.level === level && index === next) open.last = index;
      else {
        close();
        open = { face, level, first: index, last: index };
      }
    }
    close();
    return runs;
  };

  const lines: Run[][] = [];
  let start = 0;
  for (const paragraph of text.split('\n')) {
    for (const line of lineSpans(paragraph, width, (from, to) => widthOf(start + from, start + to)))
      lines.push(lineRuns(start + line.start, start + line.end));
    start += paragraph.length + 1;
  }
  return lines;
}
