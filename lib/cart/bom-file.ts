import 'server-only';
import { readSheetFile } from '@/lib/csv';
import { parseBomCells, parseBomText, type BomRow } from '@/lib/validation';

/** An uploaded bill of materials, CSV or XLSX. */
export async function readBomFile(file: Buffer): Promise<BomRow[]> {
  const sheet = await readSheetFile(file);
  return sheet.cells ? parseBomCells(sheet.cells) : parseBomText(sheet.text);
}
