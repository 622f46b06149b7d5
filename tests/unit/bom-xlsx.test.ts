import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { readBomFile } from '@/lib/cart/bom-file';
import { workbookWithRows, zipOf } from '../support/xlsx';
import { parseBomText } from '@/lib/validation/bom-parse';
import { unzipWithin, XLSX_TOO_LARGE, XLSX_UNREADABLE } from '@/lib/csv/xlsx-sheet';
import {
  assertSheetWithinReach,
  columnName,
  parseCellRef,
  sheetTooFar,
  SHEET_MAX_CELLS,
  SHEET_MAX_COLUMNS,
  SHEET_MAX_ROWS,
  SHEET_TOO_MANY_CELLS,
  XLSX_PAST_LIMITS,
} from '@/lib/csv/xlsx-sheet-reach';

const row = (r: string, cells: string) => `<row r="${r}">${cells}</row>`;
const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
const number = (ref: string, value: number) => `<c r="${ref}"><v>${value}</v></c>`;

describe('how far a sheet reaches, read before its rows are built', () => {
  it('names columns and reads references within the limits of any sheet', () => {
    expect([1, 26, 27, 100, 16_384].map(columnName)).toEqual(['A', 'Z', 'AA', 'CV', 'XFD']);
    expect(parseCellRef('B2')).toEqual([2, 2]);
    expect(parseCellRef('XFD1048576')).toEqual([1_048_576, 16_384]);
    for (const outside of ['XFE1', 'A1048577', 'ZZZZZZ1', 'A0', 'a1', '1A', 'A', ''])
      expect(parseCellRef(outside)).toBeNull();
  });

  it('measures rows and cells with and without references', () => {
    const xml = `<sheetData>${row('1', text('A1', 'x') + '<c/><c><v>1</v></c>')}<row><c/></row><x:row r="9"><x:c r="D9"/></x:row></sheetData>`;
    expect(assertSheetWithinReach(xml)).toEqual({ rows: 9, columns: 4 });
    // Other elements that start with the same letters are not cells.
    expect(assertSheetWithinReach('<cols><col min="1" max="900"/></cols><c:chart r="ZZZZ9"/>')).toEqual({
      rows: 0,
      columns: 0,
    });
  });

  it('refuses a sheet of more cells than a bill of materials has', () => {
    // Wide or tall, the reach gives out first; many cells within reach are refused by their count.
    const wide = `<row>${'<c/>'.repeat(SHEET_MAX_CELLS)}</row>`;
    expect(() => assertSheetWithinReach(wide)).toThrow(sheetTooFar(1, SHEET_MAX_COLUMNS + 1));
    const tall = Array.from({ length: SHEET_MAX_CELLS + 1 }, () => '<row><c/></row>').join('');
    expect(() => assertSheetWithinReach(tall)).toThrow(sheetTooFar(SHEET_MAX_ROWS + 1, 1));
    const many = Array.from({ length: SHEET_MAX_CELLS / 20 + 1 }, () => `<row>${'<c/>'.repeat(20)}</row>`);
    expect(() => assertSheetWithinReach(many.join(''))).toThrow(SHEET_TOO_MANY_CELLS);
  });

  it('refuses a reference past its reach or past any sheet', () => {
    expect(() => assertSheetWithinReach(row(String(SHEET_MAX_ROWS + 1), ''))).toThrow(
      sheetTooFar(SHEET_MAX_ROWS + 1, 0),
    );
    expect(() => assertSheetWithinReach(row('1', number('CW1', 1)))).toThrow(
      sheetTooFar(1, SHEET_MAX_COLUMNS + 1),
    );
    expect(() => assertSheetWithinReach(row('1', number('ZZZZZZ1', 1)))).toThrow(XLSX_PAST_LIMITS);
    expect(() => assertSheetWithinReach(row('25000000', ''))).toThrow(XLSX_PAST_LIMITS);
    expect(sheetTooFar(500_000, 2)).toMatch(/^The sheet reaches row 500,000: /);
    expect(sheetTooFar(1, 101)).toMatch(/^The sheet reaches column CW: /);
  });
});

describe('an uploaded bill of materials', () => {
  it('reads an XLSX workbook as the same lines as its CSV', async () => {
    const csv = 'Part,Qty\n6204-2RS,100\n\n12345,40\nX,2.5\nY,';
    const xlsx = await writeXlsxFile([
      [{ value: 'Part' }, { value: 'Qty' }],
      [{ value: '6204-2RS' }, { value: 100 }],
      [null, null],
      [{ value: 12345 }, { value: 40 }],
      [{ value: 'X' }, { value: 2.5 }],
      [{ value: 'Y' }, null],
    ]).toBuffer();
    const strip = (rows: Awaited<ReturnType<typeof readBomFile>>) => rows.map((row) => ({ ...row, raw: '' }));
    expect(strip(await readBomFile(xlsx))).toEqual(strip(parseBomText(csv)));
    expect(strip(await readBomFile(Buffer.from(csv)))).toEqual(strip(parseBomText(csv)));
  });

  it('reads a CSV saved as Windows-1252 or UTF-16', async () => {
    const text = 'Teil;Menge\nMUTTER-Ø8;30';
    expect((await readBomFile(Buffer.from(text, 'latin1')))[1]).toMatchObject({ partNumber: 'MUTTER-Ø8' });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect((await readBomFile(utf16))[1]).toMatchObject({ partNumber: 'MUTTER-Ø8', quantity: 30 });
  });

  it('refuses a workbook that unzips to more than its ceiling, before reading it', async () => {
    const bomb = zipOf({ 'xl/worksheets/sheet1.xml': Buffer.alloc(20 * 1024 * 1024, 0x20) });
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(() => unzipWithin(bomb)).toThrow(XLSX_TOO_LARGE);
    await expect(readBomFile(bomb)).rejects.toThrow(XLSX_TOO_LARGE);
    // Sizes the zip understates do not help: what comes out is measured.
    const lying = zipOf({ 'a.xml': Buffer.alloc(2048, 0x20) });
    lying.writeUInt32LE(10, lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    expect(() => unzipWithin(lying, 1024)).toThrow(XLSX_TOO_LARGE);
    expect(() => unzipWithin(zipOf({ 'a.xml': Buffer.from('<a/>') }))).not.toThrow();
  });

  // Issue 31: a 1.6 KB workbook naming row 3,000,000 held the server for 5 s and 640 MB; row
  // 25,000,000 or column ZZZZZZ ran it out of memory. Each is now refused before any row is built.
  it('refuses tiny workbooks whose cells claim far rows or columns, before building rows', async () => {
    const first = row('1', text('A1', '6204-2RS') + number('B1', 30));
    const far = await workbookWithRows(
      `<sheetData>${first}${row('3000000', text('A3000000', 'X') + number('B3000000', 1))}</sheetData>`,
    );
    expect(far.length).toBeLessThan(10_000);
    // Past the 1,048,576 rows of any sheet: not a cell at all.
    await expect(readBomFile(far)).rejects.toThrow(XLSX_PAST_LIMITS);
    const within = await workbookWithRows(
      `<sheetData>${first}${row('500000', number('B500000', 1))}</sheetData>`,
    );
    await expect(readBomFile(within)).rejects.toThrow(sheetTooFar(500_000, 2));
    const farther = await workbookWithRows(
      `<sheetData>${first}${row('25000000', number('A25000000', 1))}</sheetData>`,
    );
    await expect(readBomFile(farther)).rejects.toThrow(XLSX_PAST_LIMITS);
    const wide = await workbookWithRows(`<sheetData>${row('1', number('ZZZZZZ1', 1))}</sheetData>`);
    await expect(readBomFile(wide)).rejects.toThrow(XLSX_PAST_LIMITS);
    const pastSheet = await workbookWithRows(`<sheetData>${row('1', number('XFE1', 1))}</sheetData>`);
    await expect(readBomFile(pastSheet)).rejects.toThrow(XLSX_PAST_LIMITS);
    // The same workbook within reach is read (the rewriting above keeps a workbook readable).
    const near = await workbookWithRows(
      `<sheetData>${first}${row('40', text('A40', 'X') + number('B40', 2))}</sheetData>`,
    );
    const rows = await readBomFile(near);
    expect(rows.map(({ line, partNumber, quantity }) => ({ line, partNumber, quantity }))).toEqual([
      { line: 1, partNumber: '6204-2RS', quantity: 30 },
      { line: 40, partNumber: 'X', quantity: 2 },
    ]);
  });

  it('refuses a broken zip and files that are neither CSV nor XLSX', async () => {
    await expect(readBomFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow(
      XLSX_UNREADABLE,
    );
    await expect(readBomFile(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).rejects.toThrow(/\.xls/);
    await expect(readBomFile(Buffer.from('A\u0000,30'))).rejects.toThrow(/neither CSV/);
  });
});
