import { unzipSync, zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';

// Workbooks as an attacker writes them: a real one (write-excel-file) with its sheet's XML
// replaced, zipped again (fflate) with every size and CRC right, so only what the XML claims is odd.

/** A zip of these files, each deflated, as a spreadsheet program writes it (sizes and CRCs right). */
export const zipOf = (files: Record<string, Buffer>): Buffer => Buffer.from(zipSync(files, { level: 6 }));

/** A real workbook (write-excel-file) whose first sheet's rows are replaced by `sheetData`. */
export async function workbookWithRows(sheetData: string): Promise<Buffer> {
  const written = unzipSync(await writeXlsxFile([[{ value: 'Part' }, { value: 'Qty' }]]).toBuffer());
  const files = Object.fromEntries(
    Object.entries(written).map(([name, bytes]) => [name, Buffer.from(bytes)]),
  );
  const sheetName = Object.keys(files).find((name) => /worksheets\/sheet1\.xml$/.test(name))!;
  const sheet = files[sheetName]!.toString('utf8');
  files[sheetName] = Buffer.from(sheet.replace(/<sheetData>[\s\S]*<\/sheetData>|<sheetData\/>/, sheetData));
  return zipOf(files);
}
