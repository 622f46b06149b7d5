import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read the way a PDF reader finds it: every content stream inflated, and the
 * strings of its text operators (`Tj`, and `TJ` arrays, where kerning splits words into pieces)
 * decoded. Enough for pdfkit's standard fonts, whose strings are single-byte (WinAnsi) hex.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const op of content.matchAll(/(\[[^\]]*\]|<[0-9a-fA-F]*>|\((?:\\.|[^)])*\))\s*T[jJ]/g)) {
      const pieces = [...op[1]!.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^)])*)\)/g)].map(([, hex, literal]) =>
        hex !== undefined ? Buffer.from(hex, 'hex').toString('latin1') : literal!.replace(/\\(.)/g, '$1'),
      );
      lines.push(pieces.join(''));
    }
  }
  return lines.join('\n');
}
