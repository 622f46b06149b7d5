import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import writeXlsxFile from 'write-excel-file/node';

// Workbooks as an attacker writes them: a real one (write-excel-file) with its sheet's XML
// replaced, zipped again with every size and CRC right, so only what the XML claims is odd.

/** A zip of these files, each deflated, as a spreadsheet program writes it (CRCs included). */
export function zipOf(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const entries: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const packed = deflateRawSync(content);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(content), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(content), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(content.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    entries.push(entry, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The files of a zip (stored or deflated), by name. */
function filesOf(zip: Buffer): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  let at = zip.readUInt32LE(zip.length - 22 + 16);
  while (zip.readUInt32LE(at) === 0x02014b50) {
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
    files[name] = zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : Buffer.from(data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

/** A real workbook (write-excel-file) whose first sheet's rows are replaced by `sheetData`. */
export async function workbookWithRows(sheetData: string): Promise<Buffer> {
  const files = filesOf(await writeXlsxFile([[{ value: 'Part' }, { value: 'Qty' }]]).toBuffer());
  const sheetName = Object.keys(files).find((name) => /worksheets\/sheet1\.xml$/.test(name))!;
  const sheet = files[sheetName]!.toString('utf8');
  files[sheetName] = Buffer.from(sheet.replace(/<sheetData>[\s\S]*<\/sheetData>|<sheetData\/>/, sheetData));
  return zipOf(files);
}
