import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create, type Font } from 'fontkit';

/** A font as the invoice uses it: its name in the document, and its file, parsed on first use. */
export type Face = { name: string; font: () => Font };

function face(name: string, read: () => Buffer): Face {
  let font: Font | undefined;
  // Parsed once per process and shared by every invoice: pdfkit only reads it (each document
  // keeps its own subset), and a Latin-only invoice never reads the CJK files at all.
  return { name, font: () => (font ??= create(read()) as Font) };
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

/**
 * The faces each style tries, in order (decision 0015): Noto Sans for Latin, Cyrillic and Greek;
 * Noto Sans CJK's Simplified Chinese face for Han ideographs of every region and kana; its Korean
 * face for Hangul. Only the invoice's own English labels are bold, so bold text falls back to the
 * regular CJK faces rather than carrying bold ones.
 */
export const INVOICE_FONTS = {
  regular: [NOTO_SANS, NOTO_SANS_SC, NOTO_SANS_KR],
  bold: [NOTO_SANS_BOLD, NOTO_SANS_SC, NOTO_SANS_KR],
} satisfies Record<string, Face[]>;

export type FontStyle = keyof typeof INVOICE_FONTS;
