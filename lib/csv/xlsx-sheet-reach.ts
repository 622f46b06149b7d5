import { AppError } from '@/lib/model';
import { MAX_BOM_LINES } from '@/lib/validation';

// How far a sheet's cells reach, read from its XML before any reader builds rows from it. The
// reader (read-excel-file) fills every gap up to the furthest row and column a cell names with
// arrays of nulls, synchronously: a 1.6 KB workbook naming row 3,000,000 blocked the server for 5 s,
// one naming row 25,000,000 or column ZZZZZZ ran it out of memory (issue 31). What a sheet's
// cells claim is bounded here, in one linear pass, whatever the zip says.

/** How far a kind of sheet may reach, and how its refusals name it. */
export type SheetReach = {
  rows: number;
  columns: number;
  cells: number;
  /** "a bill of materials" */
  holds: string;
  /** "the part numbers and quantities" */
  keep: string;
};

/** A bill of materials fits in this many rows: ten per line it may hold, for headings and gaps. */
export const SHEET_MAX_ROWS = MAX_BOM_LINES * 10;
/** …and this many columns (CV): part number and quantity, with room for a real BOM's other columns. */
export const SHEET_MAX_COLUMNS = 100;
/** …and this many cells that hold anything or not: reading one costs the reader a few microseconds. */
export const SHEET_MAX_CELLS = MAX_BOM_LINES * 20;

export const BOM_SHEET: SheetReach = {
  rows: SHEET_MAX_ROWS,
  columns: SHEET_MAX_COLUMNS,
  cells: SHEET_MAX_CELLS,
  holds: 'a bill of materials',
  keep: 'the part numbers and quantities',
};

/** The limits of any spreadsheet (Excel's): a reference past them is not a cell. */
const EXCEL_ROWS = 1_048_576;
const EXCEL_COLUMNS = 16_384;

export const XLSX_PAST_LIMITS =
  'The workbook names a cell past the limits of a sheet (row 1,048,576, column XFD): save it again as .xlsx or .csv';
export const sheetTooFar = (row: number, column: number, reach = BOM_SHEET) =>
  `The sheet reaches ${row > reach.rows ? `row ${row.toLocaleString('en-US')}` : `column ${columnName(column)}`}: ` +
  `${reach.holds} fits in the first ${reach.rows.toLocaleString('en-US')} rows and ` +
  `${reach.columns} columns (A to ${columnName(reach.columns)}); keep only ${reach.keep}`;

export const tooManyCells = (reach = BOM_SHEET) =>
  `The sheet has more than ${reach.cells.toLocaleString('en-US')} cells: keep only ${reach.keep}`;
export const SHEET_TOO_MANY_CELLS = tooManyCells();

/** 1 → A, 27 → AA, 100 → CV. */
export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A cell reference (A1, XFD1048576) as [row, column], or null when it is not one within Excel's limits. */
export function parseCellRef(ref: string): [number, number] | null {
  const match = /^([A-Z]{1,3})([1-9]\d{0,6})$/.exec(ref);
  if (!match) return null;
  let column = 0;
  for (const letter of match[1]!) column = column * 26 + (letter.charCodeAt(0) - 64);
  const row = Number(match[2]);
  return row <= EXCEL_ROWS && column <= EXCEL_COLUMNS ? [row, column] : null;
}

/** `<row …>` and `<c …>` start tags, with or without a namespace prefix (`<x:c>`). */
const TAG = /<(?:[A-Za-z_][\w.-]*:)?(row|c)(?=[\s/>])([^>]*)>/g;
const R_ATTRIBUTE = /(?:^|\s)r\s*=\s*["']([^"']*)["']/;

/**
 * The furthest row and column a worksheet's XML names, counting rows and cells written without a
 * reference where the reader puts them (after the one before). Throws when a reference is not a
 * cell of any sheet, or the sheet reaches past what its kind (`reach`) needs or holds more cells
 * than one has: what the reader then builds is bounded (rows × columns), and so is its time.
 */
export function assertSheetWithinReach(xml: string, reach = BOM_SHEET): { rows: number; columns: number } {
  let rows = 0;
  let columns = 0;
  let row = 0;
  let column = 0;
  let cells = 0;
  for (const [, tag, attributes] of xml.matchAll(TAG)) {
    const ref = R_ATTRIBUTE.exec(attributes!)?.[1];
    if (tag === 'row') {
      if (ref === undefined) row += 1;
      else if (/^[1-9]\d{0,6}$/.test(ref) && Number(ref) <= EXCEL_ROWS) row = Number(ref);
      else throw new AppError('invalid', XLSX_PAST_LIMITS);
      column = 0;
    } else if ((cells += 1) > reach.cells) {
      throw new AppError('invalid', tooManyCells(reach));
    } else if (ref === undefined) {
      column += 1;
    } else {
      const cell = parseCellRef(ref);
      if (!cell) throw new AppError('invalid', XLSX_PAST_LIMITS);
      [row, column] = [Math.max(row, cell[0]), cell[1]];
    }
    rows = Math.max(rows, row);
    columns = Math.max(columns, column);
    if (rows > reach.rows || columns > reach.columns)
      throw new AppError('invalid', sheetTooFar(rows, columns, reach));
  }
  return { rows, columns };
}
