import writeXlsxFile from 'write-excel-file/node';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { approvedCompany, type TestCompany } from '../support/companies';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';
import { listCode, partNumberOf, priceList, type EntriesReport } from '../support/price-lists';

// A price list's entries as a file (issue 35): CSV out; CSV or XLSX in, checked first with every
// problem named by the file's row number; exporting and importing back changes nothing.

type Entry = { partNumber: string; unitPrice: number | null; percentOff: number | null; breaks: unknown[] };

let admin: TestUser;
let acme: TestCompany;

async function newList(label: string): Promise<string> {
  return (await priceList(admin, { code: listCode(label), name: label, companyIds: [acme.id] }))._id;
}

/** Uploads `file` as the form field a browser sends. */
async function importFile(id: string, file: Buffer | string, { dryRun = false, user = admin } = {}) {
  const form = new FormData();
  form.set('file', new Blob([typeof file === 'string' ? file : new Uint8Array(file)]), 'entries');
  const response = await fetch(`${baseURL()}/api/price-lists/${id}/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { Cookie: user.cookie },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as EntriesReport };
}

async function exportCsv(id: string) {
  const response = await fetch(`${baseURL()}/api/price-lists/${id}/export`, {
    headers: { Cookie: admin.cookie },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  return Buffer.from(await response.arrayBuffer());
}

const entriesOf = async (id: string) =>
  (await api<Entry[]>(`/api/price-lists/${id}/entries?limit=100`, { cookie: admin.cookie })).body;

beforeAll(async () => {
  admin = await signedInAdmin();
  acme = await approvedCompany('contract-files');
});

describe('a price list file', () => {
  it('is checked first: problems by row, nothing written; then imported, and exported back unchanged', async () => {
    const [a, b, c] = await Promise.all(
      [2000, 1500, 900].map((priceCents) => createTestProduct({ quantity: 100, priceCents })),
    );
    const id = await newList('FILE');
    const bad = [
      'partNumber,unitPrice,percentOff,breaks',
      `${partNumberOf(a!)},18.50,,"100=17.00, 500=16.25"`,
      'NO-SUCH-PART-77,1.00,,',
      '',
      `${partNumberOf(b!)},,12.5,"1000=15%"`,
      `${partNumberOf(a!).toLowerCase()},17,,`,
      `${partNumberOf(c!)},9.99,,`,
      `${partNumberOf(c!)}X,abc,,`,
      `${partNumberOf(b!)}Y,1,,100:x`,
    ].join('\n');
    const checked = await importFile(id, bad, { dryRun: true });
    expect(checked.status).toBe(422);
    expect(checked.body).toEqual({
      written: false,
      entries: 3,
      errors: [
        { row: 3, message: 'Unknown part number NO-SUCH-PART-77' },
        { row: 6, message: `${partNumberOf(a!)} is named twice (row 2 too)` },
        { row: 8, message: 'unitPrice must be a number of dollars' },
        { row: 9, message: 'breaks are written "100=9.50, 500=9.00"' },
      ],
      warnings: [{ row: 7, message: `${partNumberOf(c!)}: above the part's own price` }],
    });
    // A file with errors writes nothing, dry or not.
    expect((await importFile(id, bad)).body.written).toBe(false);
    expect(await entriesOf(id)).toEqual([]);

    const good = [
      'partNumber,unitPrice,percentOff,breaks',
      `${partNumberOf(a!)},$18.50,,"100=17.00, 500=16.25"`,
      `${partNumberOf(b!)},,12.5%,1000=15`,
      `${partNumberOf(c!)},8.1,,`,
    ].join('\r\n');
    const imported = await importFile(id, good);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ written: true, entries: 3, errors: [], warnings: [] });
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(3);
    expect(entries.find((entry) => entry.partNumber === partNumberOf(a!))).toMatchObject({
      unitPrice: 18.5,
      breaks: [
        { minQuantity: 100, unitPrice: 17, percentOff: null },
        { minQuantity: 500, unitPrice: 16.25, percentOff: null },
      ],
    });
    expect(entries.find((entry) => entry.partNumber === partNumberOf(b!))).toMatchObject({
      unitPrice: null,
      percentOff: 12.5,
      breaks: [{ minQuantity: 1000, unitPrice: null, percentOff: 15 }],
    });

    const exported = await exportCsv(id);
    expect(
      exported
        .toString('utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toBe('partNumber,unitPrice,percentOff,breaks');
    const again = await importFile(id, exported);
    expect(again.body).toMatchObject({ written: true, entries: 3, errors: [], warnings: [] });
    expect(await entriesOf(id)).toEqual(entries);
    expect(await exportCsv(id)).toEqual(exported);
  });

  it('is read from an XLSX workbook too, with its row numbers', async () => {
    const part = await createTestProduct({ quantity: 100, priceCents: 3000 });
    const id = await newList('XLSX');
    type Cell = { value: string | number } | null;
    const cell = (value: string | number): Cell => ({ value });
    const head: Cell[] = ['partNumber', 'unitPrice', 'percentOff', 'breaks'].map(cell);
    const workbook = await writeXlsxFile([
      head,
      [cell(partNumberOf(part)), cell(27.5), null, cell('250=26.00')],
      [cell('NOT-A-PART-XLSX'), cell(2), null, null],
    ]).toBuffer();
    const checked = await importFile(id, workbook, { dryRun: true });
    expect(checked.body.errors).toEqual([{ row: 3, message: 'Unknown part number NOT-A-PART-XLSX' }]);
    const one = await writeXlsxFile([
      head,
      [cell(partNumberOf(part)), cell(27.5), null, cell('250=26.00')],
    ]).toBuffer();
    expect((await importFile(id, one)).body).toMatchObject({ written: true, entries: 1 });
    expect(await entriesOf(id)).toEqual([
      {
        partNumber: partNumberOf(part),
        productId: part,
        unitPrice: 27.5,
        percentOff: null,
        breaks: [{ minQuantity: 250, unitPrice: 26, percentOff: null }],
      },
    ]);
  });

  it('is refused whole when it is not a price list, and only store admins send or fetch one', async () => {
    const id = await newList('REFUSE');
    const noHeader = await importFile(id, 'A-1,2.00\n');
    expect(noHeader.status).toBe(422);
    expect(noHeader.body.error).toMatch(/^The first row names the columns: partNumber, unitPrice/);
    const notCsv = await importFile(id, 'partNumber,unitPrice\n"A-1,2.00\n');
    expect(notCsv.status).toBe(422);
    expect(notCsv.body.error).toMatch(/^The file is not valid CSV/);
    const customer = await newCustomer('price-file-customer');
    expect((await importFile(id, 'partNumber,unitPrice\n', { user: customer })).status).toBe(403);
    const fetched = await fetch(`${baseURL()}/api/price-lists/${id}/export`, {
      headers: { Cookie: customer.cookie },
    });
    expect(fetched.status).toBe(403);
    expect((await importFile('0'.repeat(24), 'partNumber,unitPrice\n')).status).toBe(404);
  });
});
