import { describe, expect, it } from 'vitest';
import { visualLines, type Run } from '@/lib/invoices/bidi-lines';
import { INVOICE_FONTS } from '@/lib/invoices/invoice-fonts';
import { lineSpans } from '@/lib/invoices/line-breaks';

const faces = INVOICE_FONTS.regular;
const SIZE = 10;
const measure = (face: Run['face'], text: string) => {
  const font = face.font();
  return (font.layout(text, []).advanceWidth / font.unitsPerEm) * SIZE;
};
const lines = (text: string, width = 1000) => visualLines(text, faces, width, measure);

/** What a line draws, left to right: the characters of its glyphs in the order fontkit sets them. */
const drawn = (runs: Run[]) =>
  runs
    .flatMap((run) => run.face.font().layout(run.text, []).glyphs)
    .map((glyph) => String.fromCodePoint(...glyph.codePoints))
    .join('');

describe('invoice text, cut into runs in visual order', () => {
  it('keeps the digits of a right-to-left PO number in order, left of the Hebrew word it follows', () => {
    const [line] = lines('PO number: הזמנה-123');
    // The Hebrew word is drawn right to left (its last letter leftmost), the digits left to right.
    expect(drawn(line!)).toBe('PO number: 123-הנמזה');
  });

  it('keeps Arabic-Indic digits in order, which are of the Arabic script', () => {
    const [line] = lines('فاتورة ١٢٣');
    expect(drawn(line!).startsWith('١٢٣ ')).toBe(true);
  });

  it('turns brackets around in right-to-left text', () => {
    const [line] = lines('שסתום (ראשי)');
    expect(drawn(line!)).toBe('(ישאר) םותסש');
  });

  it('draws every character of Hebrew, Arabic, Thai, Georgian and Armenian in a face that has it', () => {
    const text =
      'הזמנה-123 · محمد عبد الرحمن، فاتورة ١٢٣ · ใบสั่งซื้อ สมชาย ใจดี · გიორგი ბერიძე · Արամ Պետրոսյան · 山田 김철수 Ж Ø';
    const runs = lines(text).flat();
    for (const run of runs) {
      for (const char of run.text)
        expect(
          run.face.font().hasGlyphForCodePoint(char.codePointAt(0)!),
          `${char} in ${run.face.name}`,
        ).toBe(true);
      // Glyph 0 is .notdef, the empty box.
      const glyphs = run.face.font().layout(run.text, []).glyphs;
      expect(glyphs.map((glyph) => glyph.id)).not.toContain(0);
    }
    expect(new Set(runs.map((run) => run.face.name))).toEqual(
      new Set([
        'NotoSans',
        'NotoSansHebrew',
        'NotoNaskhArabic',
        'NotoSansThai',
        'NotoSansGeorgian',
        'NotoSansArmenian',
        'NotoSansSC',
        'NotoSansKR',
      ]),
    );
  });

  it('shapes Arabic: letters joined, not their isolated forms', () => {
    const [run] = lines('محمد')[0]!;
    const font = run!.face.font();
    const isolated = Array.from('محمد', (char) => font.glyphForCodePoint(char.codePointAt(0)!).id);
    const shaped = font.layout(run!.text, []).glyphs.map((glyph) => glyph.id);
    expect(shaped.length).toBe(4);
    expect(shaped.filter((id) => isolated.includes(id))).toEqual([]);
  });

  it('wraps a right-to-left text before reordering it: its first line holds its first words', () => {
    const text = 'מסב כדורי 6204 עם אטם גומי כפול ומכסה פלדה';
    // Room for the first four words and a little, not the fifth.
    const room =
      measure(faces[1]!, 'מסב כדורי ') + measure(faces[0]!, '6204') + measure(faces[1]!, ' עם') + 1;
    const wrapped = lines(text, room);
    expect(wrapped.length).toBeGreaterThan(1);
    expect(drawn(wrapped[0]!)).toBe('םע 6204 ירודכ בסמ');
    expect(drawn(wrapped.at(-1)!)).toContain('הדלפ');
  });

  it('cuts lines at "\\n" and leaves an empty text one empty line', () => {
    expect(lines('a\nב').map(drawn)).toEqual(['a', 'ב']);
    expect(lines('')).toEqual([[]]);
  });
});

describe('lineSpans', () => {
  // Every UTF-16 unit one point wide.
  const spans = (text: string, width: number) =>
    lineSpans(text, width, (start, end) => end - start).map(({ start, end }) => text.slice(start, end));

  it('breaks between words, the spaces at a line end left out', () => {
    expect(spans('aaa bbb ccc', 7.5)).toEqual(['aaa bbb', 'ccc']);
  });

  it('cuts a word wider than a line between its characters', () => {
    expect(spans('abcdefghij', 4.5)).toEqual(['abcd', 'efgh', 'ij']);
  });
});
