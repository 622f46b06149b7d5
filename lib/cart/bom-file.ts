import 'server-only';
import { AppError } from '@/lib/model';
import { parseBomCells, parseBomText, type BomRow } from '@/lib/validation';
import { readFirstSheet } from './bom-xlsx';

export const NOT_A_BOM_FILE = 'The file is neither CSV text nor an XLSX workbook';
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

/** An uploaded bill of materials, CSV or XLSX (told apart by their first bytes, not their names). */
export async function readBomFile(file: Buffer): Promise<BomRow[]> {
  if (startsWith(file, [0x50, 0x4b, 0x03, 0x04])) return parseBomCells(await readFirstSheet(file));
  if (startsWith(file, [0xd0, 0xcf, 0x11, 0xe0])) throw new AppError('unsupported', OLD_EXCEL_FILE);
  const text = decodeText(file);
  if (text.includes('\u0000')) throw new AppError('unsupported', NOT_A_BOM_FILE);
  return parseBomText(text);
}
