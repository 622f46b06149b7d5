import { extractText } from 'unpdf';

/**
 * The text a PDF shows, read back the way a PDF reader finds it (pdf.js, through unpdf): the
 * invoice's embedded fonts write glyph ids, which only the fonts' ToUnicode maps turn back into
 * characters. Pages are joined, lines end in '\n'.
 */
export async function pdfText(pdf: Buffer): Promise<string> {
  // A copy: pdf.js may take over (detach) the buffer it is given.
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text;
}
