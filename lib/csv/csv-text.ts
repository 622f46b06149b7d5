import { stringify } from 'csv-stringify/sync';

/**
 * CSV text for spreadsheets: csv-stringify quotes per RFC 4180 (CRLF records) and neutralises
 * cells a spreadsheet would run as formulas (=, +, -, @, tab, CR get a leading '). The first
 * chunk of a file carries a BOM (so spreadsheet programs read it as UTF-8) and the header.
 * Exports write a file as several chunks, so the rows of a file never sit in memory at once.
 */
export function csvChunk(columns: readonly string[], rows: unknown[][], first: boolean): string {
  return stringify(rows, {
    columns: [...columns],
    record_delimiter: 'windows',
    escape_formulas: true,
    // A lone \n in a cell is not the record delimiter (\r\n), so csv-stringify would not quote it;
    // every reader (spreadsheets, our import) would then split the row there.
    quoted_match: /[\r\n]/,
    header: first,
    bom: first,
  });
}

/** A cell as written before csvChunk marked it (a leading ' on =, +, -, @, tab, CR): for imports. */
export const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Rows per chunk: one string for many rows keeps the objects in flight (and the garbage) few. */
export const CSV_CHUNK_ROWS = 100;

/** A CSV file as chunks of CSV_CHUNK_ROWS rows, pulled from `rows` (the header in the first). */
export async function* csvChunks<T>(
  columns: readonly string[],
  rows: AsyncIterable<T>,
  toCells: (row: T) => unknown[],
): AsyncGenerator<string> {
  let batch: unknown[][] = [];
  let first = true;
  const flush = () => {
    const text = csvChunk(columns, batch, first);
    batch = [];
    first = false;
    return text;
  };
  for await (const row of rows) {
    batch.push(toCells(row));
    if (batch.length === CSV_CHUNK_ROWS) yield flush();
  }
  if (batch.length > 0 || first) yield flush();
}
