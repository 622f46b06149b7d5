import { AppError, cleanPartNumber, compactPartNumber, PART_NUMBER_MAX } from '@/lib/model';
import { MAX_LINE_QUANTITY } from '@/lib/selling';
import { BOM_EMPTY, BOM_TOO_MANY_LINES, MAX_BOM_LINES } from './bom';

// Reading a bill of materials (issue 26): pasted from a spreadsheet, or a CSV or XLSX file, two
// columns (part number, quantity). Every line that holds anything becomes exactly one row, read or
// unreadable with the reason, so that the report can account for every line the buyer gave.
// Blank lines are not lines: they are skipped and not counted (a spreadsheet's empty rows, the
// newline at the end of a file), and line numbers still count them, so "line 7" is the 7th line
// of the text or the 7th row of the sheet.

/** A spreadsheet cell as read: text, a number, or what a sheet may hold besides (dates, booleans). */
export type BomCell = string | number | boolean | Date | null | undefined;

/** One line of a bill of materials as read. */
export type BomRow = {
  /** 1-based: the line of the text, the row of the sheet. */
  line: number;
  /** The line as given (a sheet's row: its cells with a tab between, as copying them gives). */
  raw: string;
  /** The first line, read as the column headings (its quantity is not a number): not checked. */
  header?: true;
  /** As typed, spaces tidied (lib/model/part-number.ts); the catalog is matched on its compact form. */
  partNumber?: string;
  quantity?: number;
  /** Why the line could not be read (then it is not checked against the catalog). */
  unreadable?: string;
};

/** The longest raw text a row keeps: the report shows it, it never needs a whole runaway line. */
export const RAW_MAX = 200;
/** A quantity above this is a typo, not an order (the purchase form's own ceiling). */
export const MAX_BOM_QUANTITY = MAX_LINE_QUANTITY;

export const NO_QUANTITY = 'No quantity: put the quantity in the second column';
export const NO_PART_NUMBER = 'No part number in the first column';
export const QUANTITY_BELOW_ONE = 'Quantity must be 1 or more';
export const QUANTITY_TOO_LARGE = `Quantity is more than ${MAX_BOM_QUANTITY.toLocaleString('en-US')}`;
export const notWholeNumber = (text: string) => `Quantity "${text}" is not a whole number`;
export const ambiguousQuantity = (text: string) =>
  `Quantity "${text}" could be read two ways: write it without separators (1000) or as 1`;
export const SPLIT_THOUSANDS =
  'The quantity looks split at its thousands comma: write it without the comma (1000) or in quotes';
export const notAPartNumber = (text: string) => `"${text}" is not a part number`;
export const PART_NUMBER_TOO_LONG = 'The part number is too long';
export const DATE_CELL = 'The cell holds a date: format the column as text or numbers';

type Delimiter = '\t' | ';' | ',';

const clip = (text: string) => (text.length > RAW_MAX ? `${text.slice(0, RAW_MAX - 1)}…` : text);

/**
 * The delimiter of a text: the one found on the most lines; ties go to tab (a spreadsheet's copy),
 * then semicolon (a European CSV, whose quantities may hold decimal commas), then comma. None: the
 * text has one column.
 */
export function detectDelimiter(lines: readonly string[]): Delimiter | null {
  let best: Delimiter | null = null;
  let bestCount = 0;
  for (const delimiter of ['\t', ';', ','] as const) {
    const count = lines.filter((line) => line.includes(delimiter)).length;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/**
 * A line's cells: split at the delimiter, each trimmed, a cell in double quotes taken whole (a
 * comma or semicolon inside it is text, `""` is a quote). A quote never closed runs to the end of
 * the line. A quoted cell spanning lines (a spreadsheet cell with a line break) is not joined:
 * every line of text stays one line of the report.
 */
export function splitCells(line: string, delimiter: Delimiter | null): string[] {
  if (!delimiter) return [line.trim()];
  const cells: string[] = [];
  let i = 0;
  while (i <= line.length) {
    while (i < line.length && line[i] !== delimiter && /\s/.test(line[i]!)) i += 1;
    let cell = '';
    if (line[i] === '"') {
      i += 1;
      while (i < line.length) {
        if (line[i] === '"' && line[i + 1] === '"') [cell, i] = [`${cell}"`, i + 2];
        else if (line[i] === '"') break;
        else [cell, i] = [cell + line[i], i + 1];
      }
      i += 1; // the closing quote; what follows it up to the delimiter is dropped
      const next = line.indexOf(delimiter, i);
      i = next === -1 ? line.length + 1 : next + 1;
    } else {
      const next = line.indexOf(delimiter, i);
      const end = next === -1 ? line.length : next;
      cell = line.slice(i, end);
      i = end + 1;
    }
    cells.push(cell.trim());
  }
  return cells;
}

type Quantity = { quantity: number } | { why: string; numeric: boolean };

const SPACE_GROUPS = /^\d{1,3}([ \u00a0\u202f']\d{3})+$/;
const esc = (mark: string) => `\\${mark}`;

/**
 * A quantity cell as the buyer meant it. Thousands may be grouped (1,000 or 1 000; 1.000 in a
 * semicolon-separated text, whose decimal mark is the comma); 100.00 is 100, but 1.000 (where the
 * dot is the decimal mark) could be 1 or 1000 and is not guessed. `numeric` says whether the cell
 * is a number at all (a first line whose quantity is not one is the column headings).
 */
export function readQuantity(cell: BomCell, delimiter: Delimiter | null = null): Quantity {
  if (cell instanceof Date) return { why: DATE_CELL, numeric: false };
  if (typeof cell === 'number') return checkWhole(cell, String(cell));
  if (typeof cell !== 'string' || cell.trim() === '') return { why: NO_QUANTITY, numeric: false };
  const text = cell.trim();
  const [group, decimal] = delimiter === ';' ? ['.', ','] : [',', '.'];
  if (/^[+-]?\d+$/.test(text)) return checkWhole(Number(text), text);
  if (new RegExp(`^\\d{1,3}(${esc(group)}\\d{3})+$`).test(text) || SPACE_GROUPS.test(text))
    return checkWhole(Number(text.replace(/\D/g, '')), text);
  const fraction = new RegExp(`^([+-]?\\d*)${esc(decimal)}(\\d+)$`).exec(text);
  if (fraction) {
    const [, whole, decimals] = fraction as unknown as [string, string, string];
    if (decimals === '000' && /[1-9]/.test(whole)) return { why: ambiguousQuantity(text), numeric: true };
    if (/^0+$/.test(decimals) && /\d/.test(whole)) return checkWhole(Number(whole), text);
    return { why: notWholeNumber(text), numeric: true };
  }
  return {
    why: notWholeNumber(text),
    numeric: /^[+-]?[\d.,' \u00a0\u202f]*\d[\d.,' \u00a0\u202f]*$/.test(text),
  };
}

function checkWhole(value: number, text: string): Quantity {
  if (!Number.isFinite(value)) return { why: notWholeNumber(text), numeric: false };
  if (!Number.isInteger(value)) return { why: notWholeNumber(text), numeric: true };
  if (value < 1) return { why: QUANTITY_BELOW_ONE, numeric: true };
  if (value > MAX_BOM_QUANTITY) return { why: QUANTITY_TOO_LARGE, numeric: true };
  return { quantity: value };
}

/** A part number cell: as typed, spaces tidied, or why it is not one. */
export function readPartNumber(cell: BomCell): { partNumber: string } | { why: string } {
  if (cell instanceof Date) return { why: DATE_CELL };
  const text = typeof cell === 'number' || typeof cell === 'boolean' ? String(cell) : (cell ?? '');
  const partNumber = cleanPartNumber(text);
  if (partNumber === '') return { why: NO_PART_NUMBER };
  if (partNumber.length > PART_NUMBER_MAX * 2) return { why: PART_NUMBER_TOO_LONG };
  if (compactPartNumber(partNumber) === '') return { why: notAPartNumber(clip(partNumber)) };
  return { partNumber };
}

/**
 * Collects the rows of one input: the first one is the headings if its quantity is not a number;
 * past MAX_BOM_LINES rows (headings aside) the whole input is refused, and so is one with none.
 */
class Rows {
  readonly rows: BomRow[] = [];
  private counted = 0;

  add(
    line: number,
    raw: string,
    part: BomCell,
    quantity: BomCell,
    delimiter: Delimiter | null,
    split = false,
  ) {
    const read = readQuantity(quantity, delimiter);
    const row: BomRow = { line, raw: clip(raw) };
    if (this.rows.length === 0 && 'why' in read && !read.numeric) {
      this.rows.push({ ...row, header: true });
      return;
    }
    this.counted += 1;
    if (this.counted > MAX_BOM_LINES) throw new AppError('invalid', BOM_TOO_MANY_LINES);
    const number = readPartNumber(part);
    if ('partNumber' in number) row.partNumber = number.partNumber;
    if ('quantity' in read) row.quantity = read.quantity;
    const why = 'why' in number ? number.why : split ? SPLIT_THOUSANDS : 'why' in read ? read.why : undefined;
    if (why) row.unreadable = why;
    this.rows.push(row);
  }

  done(): BomRow[] {
    if (this.counted === 0) throw new AppError('invalid', BOM_EMPTY);
    return this.rows;
  }
}

/** Pasted text or a CSV file's text: one row per line that is not blank. */
export function parseBomText(text: string): BomRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const delimiter = detectDelimiter(lines.filter((line) => line.trim() !== ''));
  const rows = new Rows();
  lines.forEach((line, index) => {
    const cells = splitCells(line, delimiter);
    // A line of empty cells (",,", a spreadsheet's empty row saved as CSV) is blank too.
    if (cells.every((cell) => cell === '')) return;
    const [part, quantity, next] = cells;
    // "6204,1,000": a comma-separated line whose quantity had a thousands comma in it.
    const split = delimiter === ',' && /^\d{1,3}$/.test(quantity ?? '') && /^\d{3}$/.test(next ?? '');
    rows.add(index + 1, line.trim(), part, quantity, delimiter, split);
  });
  return rows.done();
}

const cellText = (cell: BomCell) =>
  cell instanceof Date ? cell.toISOString().slice(0, 10) : cell == null ? '' : String(cell);

/** A sheet's rows (an XLSX file's first sheet): its first two columns, one row per row not blank. */
export function parseBomCells(sheet: readonly (readonly BomCell[])[]): BomRow[] {
  const rows = new Rows();
  sheet.forEach((cells, index) => {
    const [part, quantity] = cells;
    if (cellText(part).trim() === '' && cellText(quantity).trim() === '') return;
    const texts = cells.map(cellText);
    while (texts.length > 0 && texts.at(-1)!.trim() === '') texts.pop();
    rows.add(index + 1, texts.join('\t'), part, quantity, null);
  });
  return rows.done();
}
