import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { directedByBidi } from './directed-font';

/** A font as the invoice uses it: its name in the document, and its file, parsed on first use. */
export type Face = { name: string; font: () => Font };

function face(name: string, read: () => Buffer): Face {
  let font: Font | undefined;
  // Parsed once per process and shared by every invoice: pdfkit only reads it (each document
  // keeps its own subset), and a Latin-only invoice never reads the other scripts' files at all.
  return { name, font: () => (font ??= directedByBidi(create(read()) as Font)) };
}

// Read from the project's node_modules (`next start` runs in the project folder), each path
// written out whole so Next's file tracing can see exactly which files the server reads.
const NOTO_SANS = face('NotoSans', () =>
  readFileSync(path.join(process.cwd(), 'node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Regular.ttf')),
);
const NOTO_SANS_BOLD = face('NotoSans-Bold', () =>
  readFileSync(path.join(process.cwd(), 'node_modules/@embedpdf/fonts-latin/fonts/NotoSans-Bold.ttf')),
);
const NOTO_SANS_SC = face('NotoSansSC', () =>
  readFileSync(path.join(process.cwd(), 'node_modules/@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf')),
);
const NOTO_SANS_KR = face('NotoSansKR', () =>
  readFileSync(path.join(process.cwd(), 'node_modules/@embedpdf/fonts-kr/fonts/NotoSansKR-Regular.otf')),
);
// Noto Naskh Arabic 1.00 draws each letter as one glyph. The later Noto Arabic fonts draw a
// letter's dots as glyphs of their own over a skeleton several letters share, which pdfkit's
// ToUnicode map (one text per glyph) cannot tell apart: the PDF's text read `قاعدة` as `فاعدة`.
const NOTO_NASKH_ARABIC = face('NotoNaskhArabic', () =>
  readFileSync(
    path.join(process.cwd(), 'node_modules/@embedpdf/fonts-arabic/fonts/NotoNaskhArabic-Regular.ttf'),
  ),
);
// Fontsource's files are Google Fonts' cuts of each family to one script, as WOFF: fontkit reads
// it and pdfkit embeds the subset as plain TrueType (decision 0027).
const NOTO_SANS_HEBREW = face('NotoSansHebrew', () =>
  readFileSync(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff',
    ),
  ),
);
const NOTO_SANS_THAI = face('NotoSansThai', () =>
  readFileSync(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff',
    ),
  ),
);
const NOTO_SANS_GEORGIAN = face('NotoSansGeorgian', () =>
  readFileSync(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/noto-sans-georgian/files/noto-sans-georgian-georgian-400-normal.woff',
    ),
  ),
);
const NOTO_SANS_ARMENIAN = face('NotoSansArmenian', () =>
  readFileSync(
    path.join(
      process.cwd(),
      'node_modules/@fontsource/noto-sans-armenian/files/noto-sans-armenian-armenian-400-normal.woff',
    ),
  ),
);

/** The faces after Noto Sans, in the order they are tried: the small script faces before CJK's. */
const OTHER_SCRIPTS = [
  NOTO_SANS_HEBREW,
  NOTO_NASKH_ARABIC,
  NOTO_SANS_THAI,
  NOTO_SANS_GEORGIAN,
  NOTO_SANS_ARMENIAN,
  NOTO_SANS_SC,
  NOTO_SANS_KR,
];

/**
 * The faces each style tries, in order (decisions 0015 and 0027): Noto Sans for Latin, Cyrillic
 * and Greek; Noto Sans Hebrew, Noto Naskh Arabic, Noto Sans Thai, Georgian and Armenian for
 * theirs; Noto Sans CJK's Simplified Chinese face for Han ideographs of every region and kana; its
 * Korean face for Hangul. Only the invoice's own English labels are bold, so bold text falls back
 * to the regular faces of the other scripts rather than carrying bold ones.
 */
export const INVOICE_FONTS = {
  regular: [NOTO_SANS, ...OTHER_SCRIPTS],
  bold: [NOTO_SANS_BOLD, ...OTHER_SCRIPTS],
} satisfies Record<string, Face[]>;

export type FontStyle = keyof typeof INVOICE_FONTS;
