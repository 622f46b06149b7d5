import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { readBomFile } from '@/lib/cart/bom-file';
import { parseBomText } from '@/lib/cart/bom-parse';
import { assertUnzipsWithin, XLSX_TOO_LARGE, XLSX_UNREADABLE } from '@/lib/cart/bom-xlsx';

/** A zip of these files, each deflated (CRCs left 0: only the sizes are walked). */
function zipOf(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const entries: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const packed = deflateRawSync(content);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
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
    expect(() => assertUnzipsWithin(bomb)).toThrow(XLSX_TOO_LARGE);
    await expect(readBomFile(bomb)).rejects.toThrow(XLSX_TOO_LARGE);
    // Sizes the zip understates do not help: what comes out is measured.
    const lying = zipOf({ 'a.xml': Buffer.alloc(2048, 0x20) });
    lying.writeUInt32LE(10, lying.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    expect(() => assertUnzipsWithin(lying, 1024)).toThrow(XLSX_TOO_LARGE);
    expect(() => assertUnzipsWithin(zipOf({ 'a.xml': Buffer.from('<a/>') }))).not.toThrow();
  });

  it('refuses a broken zip and files that are neither CSV nor XLSX', async () => {
    await expect(readBomFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).rejects.toThrow(
      XLSX_UNREADABLE,
    );
    await expect(readBomFile(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).rejects.toThrow(/\.xls/);
    await expect(readBomFile(Buffer.from('A\u0000,30'))).rejects.toThrow(/neither CSV/);
  });
});
