import 'server-only';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { csvChunks, readSheetFile, unescapeFormula, type SheetCell, type SheetReach } from '@/lib/csv';
import { AppError } from '@/lib/model';
import {
  MAX_PRICE_LIST_ENTRIES,
  PRICE_LIST_COLUMNS,
  priceListEntrySchema,
  TOO_MANY_ENTRIES,
  type PriceListEntry,
} from '@/lib/validation';
import type { PriceListEntryDto } from './price-list-dto';

// A price list's entries as a spreadsheet (CSV out; CSV or XLSX in), one row per part:
// partNumber, unitPrice (dollars) or percentOff, and breaks as "100=9.50, 500=9.00" (dollars or
// percentages, like the entry). What the export writes the import reads back unchanged.

/** At most 10,000 entries, with room for a heading and blank rows; four columns and some notes. */
const PRICE_LIST_SHEET: SheetReach = {
  rows: 10_100,
  columns: 26,
  cells: 10_100 * 8,
  holds: 'a price list',
  keep: 'partNumber, unitPrice, percentOff and breaks',
};

export type RowProblem = { row: number; message: string };
/** The rows read, each with its row number in the file (the header is row 1). */
export type EntryRows = { entries: PriceListEntry[]; rowNumbers: number[]; errors: RowProblem[] };

/** A spreadsheet's export mark on formula-like cells (csv-stringify's escape_formulas), taken off. */
const textOf = (cell: SheetCell) =>
  cell === null || cell === undefined ? '' : unescapeFormula(String(cell).trim());

/** "$1,234.50" → 1234.5, "12.5%" → 12.5; anything else stays text for the schema to name. */
function numberOf(text: string): number | string | undefined {
  if (text === '') return undefined;
  const plain = text.replace(/^\$/, '').replace(/%$/, '').replace(/,/g, '').trim();
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

/** "100=9.50, 500=9.00" as breaks of the entry's kind; null names what is wrong. */
function breaksOf(text: string, percent: boolean) {
  if (text === '') return [];
  const rungs = [];
  for (const part of text.split(/[,;]\s*/)) {
    const match = /^\s*(\d+)\s*[=:]\s*(.+?)\s*$/.exec(part);
    const price = match && numberOf(match[2]!);
    if (!match || typeof price !== 'number') return null;
    rungs.push({ minQuantity: Number(match[1]), [percent ? 'percentOff' : 'unitPrice']: price });
  }
  return rungs;
}

function csvCells(text: string): string[][] {
  try {
    return parse(text, { bom: true, relax_column_count: true, max_record_size: 64 * 1024 });
  } catch (error) {
    const at = error instanceof CsvError && typeof error.lines === 'number' ? ` (line ${error.lines})` : '';
    throw new AppError('invalid', `The file is not valid CSV${at}: save it again as .csv or .xlsx`);
  }
}

/** Entries from an uploaded CSV or XLSX file; every row's problem is named by its row number. */
export async function readEntriesFile(file: Buffer): Promise<EntryRows> {
  const sheet = await readSheetFile(file, PRICE_LIST_SHEET);
  const cells: SheetCell[][] = sheet.cells ?? csvCells(sheet.text);
  const headerAt = cells.findIndex((row) => row.some((cell) => textOf(cell) !== ''));
  const header = (cells[headerAt] ?? []).map((cell) => textOf(cell).toLowerCase());
  const column = (name: string) => header.indexOf(name.toLowerCase());
  if (column('partNumber') < 0 || (column('unitPrice') < 0 && column('percentOff') < 0))
    throw new AppError(
      'invalid',
      `The first row names the columns: ${PRICE_LIST_COLUMNS.join(', ')} (unitPrice or percentOff at least)`,
    );
  const read: EntryRows = { entries: [], rowNumbers: [], errors: [] };
  cells.slice(headerAt + 1).forEach((row, index) => {
    const at = headerAt + 2 + index;
    const cell = (name: string) => (column(name) < 0 ? '' : textOf(row[column(name)]));
    if (row.every((value) => textOf(value) === '')) return;
    const percentOff = numberOf(cell('percentOff'));
    const breaks = breaksOf(cell('breaks'), percentOff !== undefined);
    if (!breaks)
      return void read.errors.push({ row: at, message: 'breaks are written "100=9.50, 500=9.00"' });
    const parsed = priceListEntrySchema.safeParse({
      partNumber: cell('partNumber'),
      unitPrice: numberOf(cell('unitPrice')),
      percentOff,
      breaks,
    });
    if (!parsed.success)
      return void read.errors.push({ row: at, message: parsed.error.issues[0]?.message ?? 'Not an entry' });
    read.entries.push(parsed.data);
    read.rowNumbers.push(at);
  });
  if (read.entries.length > MAX_PRICE_LIST_ENTRIES) throw new AppError('invalid', TOO_MANY_ENTRIES);
  return read;
}

const breaksText = (entry: PriceListEntryDto) =>
  entry.breaks
    .map((rung) => `${rung.minQuantity}=${rung.unitPrice?.toFixed(2) ?? rung.percentOff}`)
    .join(', ');

/** The list's entries as CSV chunks, in part-number order, from pages of the store. */
export const entriesCsv = (entries: AsyncIterable<PriceListEntryDto>): AsyncIterable<string> =>
  csvChunks(PRICE_LIST_COLUMNS, entries, (entry) => [
    entry.partNumber,
    entry.unitPrice?.toFixed(2) ?? '',
    entry.percentOff ?? '',
    breaksText(entry),
  ]);
