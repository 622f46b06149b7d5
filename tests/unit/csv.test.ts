import { describe, expect, it } from 'vitest';
import { csvChunk, csvChunks, CSV_CHUNK_ROWS } from '@/lib/csv/csv-text';

const BOM = '\ufeff';

describe('CSV for spreadsheets', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    const text = csvChunk(
      ['a'],
      [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['\tx'], ['plain']],
      false,
    );
    expect(text.split('\r\n').filter(Boolean)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      'plain',
    ]);
  });

  it('quotes per RFC 4180 with CRLF records; the first chunk has the BOM and the header', () => {
    expect(csvChunk(['Name', 'Note'], [['Bolt, hex', 'say "M10"\nnow']], true)).toBe(
      `${BOM}Name,Note\r\n"Bolt, hex","say ""M10""\nnow"\r\n`,
    );
  });

  it('writes a file as chunks, the header once, and a header alone when there are no rows', async () => {
    async function* numbers(count: number) {
      for (let i = 0; i < count; i += 1) yield i;
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks(['n'], numbers(CSV_CHUNK_ROWS + 1), (n) => [n])) chunks.push(chunk);
    expect(chunks).toHaveLength(2);
    expect(chunks.join('').match(/^\ufeff?n\r\n/gm)).toHaveLength(1);
    expect(chunks.join('').split('\r\n').filter(Boolean)).toHaveLength(CSV_CHUNK_ROWS + 2);
    const empty: string[] = [];
    for await (const chunk of csvChunks(['n'], numbers(0), (n) => [n])) empty.push(chunk);
    expect(empty).toEqual([`${BOM}n\r\n`]);
  });
});
