import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { BomReportDto } from '@/lib/cart/bom-dto';
import { BOM_TOO_MANY_LINES, MAX_BOM_LINES } from '@/lib/validation/bom';
import { withAppDb } from '../support/app-db';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';
import { workbookWithRows } from '../support/xlsx';
import { sheetTooFar, XLSX_PAST_LIMITS } from '@/lib/csv/xlsx-sheet-reach';

// Checking a bill of materials (issue 26): every line accounted for, nothing put in the cart.

type Report = BomReportDto & { error?: string };

const tag = randomBytes(3).toString('hex').toUpperCase();
const number = (name: string) => `BOM-${tag}-${name}`;

const ids: Record<string, string> = {};

async function setRules(productId: string, rules: { minimumQuantity?: number; quantityStep?: number }) {
  await withAppDb((db) =>
    db.collection('products').updateOne({ _id: new ObjectId(productId) }, { $set: rules }),
  );
}

beforeAll(async () => {
  ids.good = await createTestProduct({ quantity: 500, partNumber: number('GOOD') });
  ids.min = await createTestProduct({ quantity: 500, partNumber: number('MIN') });
  await setRules(ids.min, { minimumQuantity: 50 });
  ids.step = await createTestProduct({ quantity: 500, partNumber: number('STEP') });
  await setRules(ids.step, { minimumQuantity: 40, quantityStep: 20 });
  ids.short = await createTestProduct({ quantity: 35, partNumber: number('SHORT') });
  ids.near = await createTestProduct({ quantity: 500, partNumber: number('ALPHA') });
});

/** The bill of materials every test reads, as cells: headings, then one line for each outcome. */
const cells = () => [
  ['Part number', 'Quantity'], // 1 the headings
  [number('GOOD'), '100'], // 2 added, line 3 folded in
  [`bom ${tag} good`, '30'], // 3 merged into line 2 (ignoring case, spaces and dashes)
  [number('MIN'), '10'], // 4 adjusted: raised to the minimum of 50
  [number('STEP'), '50'], // 5 adjusted: rounded up to the pack of 20
  [number('ALPHB'), '30'], // 6 not found: did you mean …-ALPHA?
  [number('SHORT'), '60'], // 7 short: 35 in stock
  [number('GOOD'), 'lots'], // 8 unreadable
  ['', ''], // blank: not a line
];
const text = (delimiter: string) =>
  cells()
    .map((row) => row.join(delimiter))
    .join('\n');

const checkText = (body: unknown) => api<Report>('/api/cart/bom', { method: 'POST', body });

async function checkFile(content: Blob | string, contentType?: string) {
  const init: RequestInit = { method: 'POST' };
  if (content instanceof Blob) {
    const form = new FormData();
    form.append('file', content, 'bom');
    init.body = form;
  } else {
    init.body = content;
    init.headers = { 'Content-Type': contentType ?? 'text/csv' };
  }
  const response = await fetch(`${baseURL()}/api/cart/bom`, init);
  return { status: response.status, body: (await response.json()) as Report };
}

/** A report without the raw text (a sheet's row and a CSV line write the same line differently). */
const withoutRaw = (report: Report) => ({
  ...report,
  lines: report.lines.map((line) => ({ ...line, raw: '' })),
});

describe('POST /api/cart/bom', () => {
  it('accounts for every pasted line, each with its outcome, and adds nothing', async () => {
    const { status, body } = await checkText({ text: text('\t') });
    expect(status).toBe(200);
    expect(body.lines.map((line) => [line.line, line.status])).toEqual([
      [1, 'header'],
      [2, 'added'],
      [3, 'merged'],
      [4, 'adjusted'],
      [5, 'adjusted'],
      [6, 'not_found'],
      [7, 'short'],
      [8, 'unreadable'],
    ]);
    const { total, ...outcomes } = body.counts;
    expect(total).toBe(8);
    expect(Object.values(outcomes).reduce((a, b) => a + b, 0)).toBe(total);
    expect(body.counts).toEqual({
      total: 8,
      header: 1,
      added: 1,
      merged: 1,
      adjusted: 2,
      notFound: 1,
      short: 1,
      unreadable: 1,
    });
    const [, good, merged, min, step, unknown, short, unreadable] = body.lines;
    expect(good).toMatchObject({
      partNumber: number('GOOD'),
      productId: ids.good,
      quantity: 100,
      finalQuantity: 130,
      available: 500,
    });
    expect(merged).toMatchObject({ productId: ids.good, quantity: 30, mergedInto: 2, finalQuantity: null });
    expect(min).toMatchObject({ productId: ids.min, quantity: 10, finalQuantity: 50 });
    expect(min!.note).toMatch(/minimum/);
    expect(step).toMatchObject({ productId: ids.step, quantity: 50, finalQuantity: 60 });
    expect(step!.note).toMatch(/packs of 20/);
    expect(unknown).toMatchObject({ partNumber: number('ALPHB'), productId: null });
    expect(unknown!.suggestions[0]).toBe(number('ALPHA'));
    expect(unknown!.suggestions.length).toBeLessThanOrEqual(3);
    expect(short).toMatchObject({ productId: ids.short, available: 35, finalQuantity: 60 });
    expect(unreadable).toMatchObject({ raw: `${number('GOOD')}\tlots`, productId: null });
    expect(unreadable!.note).toMatch(/not a whole number/);
    expect(body.accepted).toEqual([
      { productId: ids.good, quantity: 130 },
      { productId: ids.min, quantity: 50 },
      { productId: ids.step, quantity: 60 },
    ]);
    // What it accepts, the cart takes as it is.
    const priced = await api<{ lines: { problem: string | null }[] }>('/api/cart/view', {
      method: 'POST',
      body: { lines: body.accepted },
    });
    expect(priced.status).toBe(200);
    expect(priced.body.lines.map((line) => line.problem)).toEqual([null, null, null]);
  });

  it('gives the same report for a CSV upload, a text/csv body and an XLSX upload', async () => {
    const pasted = withoutRaw((await checkText({ text: text('\t') })).body);
    const csv = await checkFile(new Blob([text(',')], { type: 'text/csv' }));
    expect(csv.status).toBe(200);
    expect(withoutRaw(csv.body)).toEqual(pasted);
    const body = await checkFile(text(';'), 'text/csv');
    expect(body.status).toBe(200);
    expect(withoutRaw(body.body)).toEqual(pasted);
    // The sheet holds quantities as numbers, as a buyer's spreadsheet does.
    const sheet = cells().map((row, index) =>
      row.map((value, column) =>
        value === ''
          ? null
          : { value: column === 1 && index > 0 && /^\d+$/.test(value) ? Number(value) : value },
      ),
    );
    const xlsx = await writeXlsxFile(sheet).toBuffer();
    const upload = await checkFile(
      new Blob([new Uint8Array(xlsx)], {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    expect(upload.status).toBe(200);
    expect(withoutRaw(upload.body)).toEqual(pasted);
  });

  // Issue 31: a 1.6 KB workbook naming row 3,000,000 (or 25,000,000, or column ZZZZZZ) stalled the
  // server for seconds or ended it. Each is refused with its reason, and the server goes on.
  it('refuses tiny workbooks whose cells reach too far, and answers the next request', async () => {
    const first = `<row r="1"><c r="A1" t="inlineStr"><is><t>${number('GOOD')}</t></is></c><c r="B1"><v>30</v></c></row>`;
    const far = (r: string, ref: string) =>
      workbookWithRows(`<sheetData>${first}<row r="${r}"><c r="${ref}"><v>1</v></c></row></sheetData>`);
    const cases: [Buffer, string][] = [
      [await far('3000000', 'B3000000'), XLSX_PAST_LIMITS],
      [await far('25000000', 'B25000000'), XLSX_PAST_LIMITS],
      [await far('1', 'ZZZZZZ1'), XLSX_PAST_LIMITS],
      [await far('900000', 'B900000'), sheetTooFar(900_000, 2)],
    ];
    for (const [file, error] of cases) {
      expect(file.length).toBeLessThan(10_000);
      const { status, body } = await checkFile(new Blob([new Uint8Array(file)]));
      expect({ status, error: body.error }).toEqual({ status: 422, error });
    }
    expect((await fetch(`${baseURL()}/api/health`)).status).toBe(200);
  });

  it('takes the part written exactly so, and names both when two differ only in spaces and dashes', async () => {
    const dashed = await createTestProduct({ quantity: 500, partNumber: `SPLIT-${tag}-A1` });
    const joined = await createTestProduct({ quantity: 500, partNumber: `SPLIT${tag}-A-1` });
    const { body } = await checkText({ text: `split-${tag}-a1\t30\nSPLIT ${tag} A1\t30` });
    expect(body.lines[0]).toMatchObject({ status: 'added', productId: dashed });
    expect(body.lines[1]).toMatchObject({ status: 'not_found', productId: null });
    expect([...body.lines[1]!.suggestions].sort()).toEqual([`SPLIT-${tag}-A1`, `SPLIT${tag}-A-1`].sort());
    expect(body.accepted).toEqual([{ productId: dashed, quantity: 30 }]);
    expect(joined).not.toBe(dashed);
  });

  it(`refuses more than ${MAX_BOM_LINES} lines with 422, saying the limit`, async () => {
    const lines = Array.from({ length: MAX_BOM_LINES + 1 }, (_, i) => `${number('GOOD')},${30 + i}`);
    const { status, body } = await checkText({ text: lines.join('\n') });
    expect(status).toBe(422);
    expect(body.error).toBe(BOM_TOO_MANY_LINES);
  });

  it('refuses a file over 1 MB (413) and a body of another type (415)', async () => {
    const big = await checkFile(new Blob(['A,30\n'.repeat(220_000)], { type: 'text/csv' }));
    expect(big.status).toBe(413);
    const other = await checkFile('<bom/>', 'application/xml');
    expect(other.status).toBe(415);
  });
});
