import 'server-only';
import { inflateRawSync } from 'node:zlib';
import { readSheet } from 'read-excel-file/universal';
import { AppError } from '@/lib/model';
import type { BomCell } from '@/lib/validation';

/** A spreadsheet cell as the reader gives it. */
export type SheetCell = BomCell;
import { assertSheetWithinReach, BOM_SHEET } from './xlsx-sheet-reach';

// An XLSX workbook is a zip of XML files. The reader (read-excel-file) unzips every part in
// memory, trusting the sizes the zip declares and growing past them, so a 1 MB upload could
// unzip to a gigabyte. Before it runs, each part is unzipped here with a hard ceiling on what
// comes out, reading the zip's directory exactly as the reader does (fflate: the central
// directory, each part found through its local header).

/** What all parts of a workbook may come to unzipped: a 1,000-line sheet is about 100 KB. */
export const XLSX_MAX_UNZIPPED = 16 * 1024 * 1024;
export const XLSX_UNREADABLE =
  'The file could not be read as an XLSX workbook: save it again as .xlsx or .csv';
export const XLSX_TOO_LARGE = 'The workbook unzips to more than 16 MB: keep only the columns it needs';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64 = 0xffffffff;

const unreadable = () => new AppError('invalid', XLSX_UNREADABLE);

/**
 * Every part of a zip, unzipped; refuses one whose parts unzip to more than `max` bytes in all, or
 * that cannot be walked.
 */
export function unzipWithin(zip: Buffer, max = XLSX_MAX_UNZIPPED): Buffer[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_DIRECTORY) {
    if (zip.length - end > 65558) throw unreadable();
    end -= 1;
  }
  if (end < 0) throw unreadable();
  const count = zip.readUInt16LE(end + 8);
  let at = zip.readUInt32LE(end + 16);
  let left = max;
  const parts: Buffer[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
      const method = zip.readUInt16LE(at + 10);
      const packed = zip.readUInt32LE(at + 20);
      const size = zip.readUInt32LE(at + 24);
      const local = zip.readUInt32LE(at + 42);
      if (packed === ZIP64 || size === ZIP64 || local === ZIP64) throw unreadable();
      if (size > left) throw new AppError('invalid', XLSX_TOO_LARGE);
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw unreadable();
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + packed);
      if (method !== 0 && method !== 8) throw unreadable();
      const unzipped = method === 0 ? data : inflateRawSync(data, { maxOutputLength: Math.max(left, 1) });
      if (unzipped.length > left) throw new AppError('invalid', XLSX_TOO_LARGE);
      left -= unzipped.length;
      parts.push(unzipped);
    }
    return parts;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // zlib's ceiling (ERR_BUFFER_TOO_LARGE) or a broken zip.
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new AppError('invalid', XLSX_TOO_LARGE);
    throw unreadable();
  }
}

/**
 * The first sheet of an XLSX workbook as rows of cells (blank rows kept, so rows keep their numbers).
 * Every sheet in the zip (wherever the workbook says its first one is) is measured before the
 * reader builds anything from it.
 */
export async function readFirstSheet(file: Buffer, reach = BOM_SHEET): Promise<SheetCell[][]> {
  for (const part of unzipWithin(file)) {
    const xml = part.toString('utf8');
    if (xml.includes('sheetData')) assertSheetWithinReach(xml, reach);
  }
  const copy = new Uint8Array(file.length);
  copy.set(file);
  try {
    return (await readSheet(copy.buffer)) as SheetCell[][];
  } catch {
    throw unreadable();
  }
}
