import 'server-only';
import { AppError } from '@/lib/model';
import { readFirstSheet, type SheetCell } from './xlsx-sheet';
import { BOM_SHEET } from './xlsx-sheet-reach';

// An uploaded spreadsheet (a bill of materials, a price list): CSV text or an XLSX workbook, told
// apart by their first bytes, never by their names.

export const NOT_A_SHEET_FILE = 'The file is neither CSV text nor an XLSX workbook';
export const OLD_EXCEL_FILE = 'Excel 97-2003 (.xls) files are not read: save it as .xlsx or .csv';

const startsWith = (file: Buffer, bytes: number[]) => bytes.every((byte, i) => file[i] === byte);

/**
 * A CSV file's text: UTF-8, or UTF-16 when it starts with its byte-order mark (Excel's "Unicode
 * text"), or Windows-1252 when it is not UTF-8 (Excel's plain CSV on Windows).
 */
function decodeText(file: Buffer): string {
  if (startsWith(file, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(file);
  if (startsWith(file, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return new TextDecoder('windows-1252').decode(file);
  }
}

/** The file as its first sheet's cells (XLSX) or as its text (anything else that is text). */
export async function readSheetFile(
  file: Buffer,
  reach = BOM_SHEET,
): Promise<{ cells: SheetCell[][]; text?: never } | { text: string; cells?: never }> {
  if (startsWith(file, [0x50, 0x4b, 0x03, 0x04])) return { cells: await readFirstSheet(file, reach) };
  if (startsWith(file, [0xd0, 0xcf, 0x11, 0xe0])) throw new AppError('unsupported', OLD_EXCEL_FILE);
  const text = decodeText(file);
  if (text.includes('\u0000')) throw new AppError('unsupported', NOT_A_SHEET_FILE);
  return { text };
}
