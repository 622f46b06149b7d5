import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '@/lib/catalog/import-parts';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { startOwnApps } from '../support/own-apps';

/** The import's answer; a refusal adds the message. */
type ImportAnswer = ImportResult & { error?: string };

// An app of this file's own: the export → import round trip must not see other files' orders.
let apps: Awaited<ReturnType<typeof startOwnApps>>;
let origin: string;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  apps = await startOwnApps(1);
  origin = apps.origins[0]!;
  [admin, customer] = await Promise.all([signedInAdmin(origin), newCustomer('importer', origin)]);
}, 90_000);

afterAll(async () => {
  await apps?.stop();
});

/** This file's own database, the one its app uses. */
const ownDb = <T>(fn: Parameters<typeof withAppDb<T>>[0]) => withAppDb(fn, apps.dbName);

const HEADER = 'partNumber,name,description,prize,quantity,img';
const IMG = '/images/parts/hex-bolt.webp';
const tag = () => randomBytes(3).toString('hex').toUpperCase();

const importCsv = (csv: string, { dryRun = false, user = admin } = {}) =>
  fetch(`${origin}/api/catalog/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Cookie: user.cookie },
    body: csv,
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as ImportAnswer }));

const exportCsv = async () => {
  const response = await fetch(`${origin}/api/catalog/export`, { headers: { Cookie: admin.cookie } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes,
    text: bytes.toString('utf8'),
  };
};

const partsCount = () => ownDb((db) => db.collection('products').countDocuments());

/** A part as stored, by number key, with its stock books (lib/inventory's) under the spec's names. */
const stockedPart = (key: string) =>
  ownDb(async (db) => {
    const part = await db.collection('products').findOne({ partNumberKey: key });
    const stock = part && (await db.collection('stock').findOne({ _id: part._id }));
    return part && { ...part, quantity: stock?.onHand, holds: stock?.holds, received: stock?.received };
  });

describe('catalog CSV import', () => {
  it('checks a file in a dry run, writing nothing, then imports it; again, it changes nothing', async () => {
    const t = tag();
    const file = [
      HEADER,
      `IMP-${t}-1,Imported bolt ${t},"Bolt, zinc",0.35,500,${IMG}`,
      `IMP-${t}-2,Imported nut ${t},Nut,0.10,900,${IMG}`,
    ].join('\n');
    const before = await partsCount();
    const dry = await importCsv(file, { dryRun: true });
    expect(dry).toMatchObject({
      status: 200,
      body: { dryRun: true, imported: false, rows: 2, created: 2, updated: 0, unchanged: 0, errorCount: 0 },
    });
    expect(await partsCount()).toBe(before);

    const applied = await importCsv(file);
    expect(applied.body).toMatchObject({
      dryRun: false,
      imported: true,
      created: 2,
      updated: 0,
      unchanged: 0,
    });
    const { body: found } = await api<{ partNumber: string; prize: number; quantity: number }[]>(
      `/api/product?limit=100&page=1`,
      { origin },
    );
    expect(found.find((p) => p.partNumber === `IMP-${t}-1`)).toMatchObject({ prize: 0.35, quantity: 500 });
    expect((await importCsv(file)).body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });

    // The Audit Log has one entry per import, with its counts.
    const entries = await ownDb((db) => db.collection('audit').find({ action: 'catalog.import' }).toArray());
    expect(entries.at(-1)).toMatchObject({
      actor: admin.email,
      details: { rows: 2, created: 0, unchanged: 2 },
    });
  });

  it('writes nothing when one row is bad, and names the row and column', async () => {
    const t = tag();
    const before = await partsCount();
    const file = [
      HEADER,
      `BAD-${t}-1,Good,x,1.00,10,${IMG}`,
      `BAD-${t}-2,Bad price,x,-4,10,${IMG}`,
      `BAD-${t}-3,Good,x,1.00,10,${IMG}`,
    ].join('\r\n');
    const refused = await importCsv(file);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('The file has 1 problem: nothing was imported');
    expect(refused.body.imported).toBe(false);
    expect(refused.body.errors).toEqual([
      { row: 3, column: 'prize', message: 'prize must be a positive amount with at most 2 decimals' },
    ]);
    expect(await partsCount()).toBe(before);
  });

  it('updates by part number (any case): a stock change is booked like a restock, and the books balance', async () => {
    const t = tag();
    await importCsv([HEADER, `STK-${t},Stocked ${t},x,2.00,100,${IMG}`].join('\n'));
    const { body: part } = await api<{ _id: string }[]>(`/api/product?limit=100&page=1`, { origin }).then(
      (r) => ({
        body: r.body.find((p) => (p as unknown as { partNumber: string }).partNumber === `STK-${t}`)!,
      }),
    );
    // A customer's order holds 30 of the 100 on hand.
    const order = await api(`/api/order/${part._id}`, {
      method: 'POST',
      cookie: customer.cookie,
      origin,
      body: { customerName: 'C', phoneNumber: '+1 555 0100', productQuantity: 30 },
    });
    expect(order.status).toBe(201);
    const updated = await importCsv(
      [
        `${HEADER},minimumQuantity,quantityStep,priceBreaks`,
        `stk-${t.toLowerCase()},Stocked ${t} v2,y,1.90,250,${IMG},50,10,"100=1.80"`,
      ].join('\n'),
    );
    expect(updated.body).toMatchObject({ created: 0, updated: 1 });
    const stored = await stockedPart(`STK-${t}`);
    expect(stored).toMatchObject({
      partNumber: `stk-${t.toLowerCase()}`,
      name: `Stocked ${t} v2`,
      quantity: 250,
      priceCents: 190,
      minimumQuantity: 50,
      quantityStep: 10,
      priceBreaks: [{ minQuantity: 100, unitCents: 180 }],
      received: 280,
    });
    // The books: on hand + held by unpaid orders (+ sold: none) = received.
    const held = (stored!.holds as { quantity: number }[]).reduce((sum, hold) => sum + hold.quantity, 0);
    expect(stored!.quantity + held).toBe(stored!.received);
  });

  it('refuses selling rules that do not hold together, with the part as stored', async () => {
    const refused = await importCsv(
      [`${HEADER},minimumQuantity,quantityStep`, `RUL-${tag()},Rules,x,1.00,10,${IMG},35,10`].join('\n'),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ row: 2, column: 'minimumQuantity' });
  });

  it('takes a multipart file as a browser sends it; refuses other types and files over 5 MB', async () => {
    const form = new FormData();
    form.set(
      'file',
      new Blob([`${HEADER}\nMP-${tag()},Multipart,x,1.00,1,${IMG}\n`], { type: 'text/csv' }),
      'parts.csv',
    );
    const multipart = await fetch(`${origin}/api/catalog/import?dryRun=1`, {
      method: 'POST',
      headers: { Cookie: admin.cookie },
      body: form,
    });
    expect(multipart.status).toBe(200);
    expect(await multipart.json()).toMatchObject({ created: 1 });
    const json = await api('/api/catalog/import', { method: 'POST', cookie: admin.cookie, origin, body: {} });
    expect(json.status).toBe(415);
    const huge = await importCsv(`${HEADER}\n${'x'.repeat(5 * 1024 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(huge.body.error).toBe(
      'The file is larger than 5 MB. Split it into smaller files and import each.',
    );
  });

  it('is for admins only: customers 403, anonymous 401', async () => {
    expect((await importCsv(HEADER, { user: customer })).status).toBe(403);
    expect((await importCsv(HEADER, { user: { ...customer, cookie: '' } })).status).toBe(401);
    expect(
      (await fetch(`${origin}/api/catalog/export`, { headers: { Cookie: customer.cookie } })).status,
    ).toBe(403);
    expect((await fetch(`${origin}/api/catalog/export`)).status).toBe(401);
  });
});

describe('catalog CSV export', () => {
  it('streams every part in the import columns, and importing it back changes nothing', async () => {
    // Parts that exercise the edges: volume prices, rules, formula-like text, quotes and commas.
    const t = tag();
    await importCsv(
      [
        `${HEADER},minimumQuantity,quantityStep,priceBreaks,weightKg,taxClass`,
        `RT-${t}-1,"=HYPERLINK(""x"")","-dash, ""quoted""",3.10,40,${IMG},60,20,"200=2.90, 1000=2.50",0.255,reduced`,
        `RT-${t}-2,Plain ${t},"Two
lines",0.05,0,${IMG},,,,,`,
      ].join('\n'),
    );
    const exported = await exportCsv();
    expect(exported.status).toBe(200);
    expect(exported.type).toBe('text/csv; charset=utf-8');
    // A BOM first, so spreadsheet programs read it as UTF-8 (a text decoder would hide it).
    expect([...exported.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = exported.text.split('\r\n');
    expect(lines[0]).toBe(
      '\ufeffpartNumber,name,description,prize,quantity,img,minimumQuantity,quantityStep,priceBreaks,weightKg,taxClass,category,previousQuantity',
    );
    expect(exported.text).toContain(
      `RT-${t}-1,"'=HYPERLINK(""x"")","'-dash, ""quoted""",3.10,40,${IMG},60,20,"200=2.90, 1000=2.50",0.255,reduced,,40`,
    );
    expect(exported.text).toContain(`RT-${t}-2,Plain ${t},"Two\nlines",0.05,0,${IMG},,,,,,,0\r\n`);
    const count = await partsCount();
    const back = await importCsv(exported.text);
    expect(back.body).toMatchObject({ created: 0, updated: 0, unchanged: count, errorCount: 0 });
  });
});

describe('re-importing an older file', () => {
  const partOf = stockedPart;
  const order = (productId: string, quantity: number) =>
    api<{ _id: string }>(`/api/order/${productId}`, {
      method: 'POST',
      cookie: customer.cookie,
      origin,
      body: { customerName: 'C', phoneNumber: '+1 555 0100', productQuantity: quantity },
    });

  it('never brings back stock sold or held since it was exported, and refuses stock edited on old figures', async () => {
    const t = tag();
    await importCsv([HEADER, `OLD-${t},Old stock ${t},x,1.00,1000,${IMG}`].join('\n'));
    const exported = (await exportCsv()).text;
    const header = exported.split('\r\n')[0]!.replace(/^\ufeff/, '');
    const row = exported.split('\r\n').find((line) => line.startsWith(`OLD-${t},`))!;
    const line = (quantity: number, previous: number) =>
      `OLD-${t},Old stock ${t},x,1.00,${quantity},${IMG},,,,,,,${previous}`;
    expect(row).toBe(line(1000, 1000));
    const id = (await partOf(`OLD-${t}`))!._id.toHexString();
    // 300 sold (paid, its hold settled as a sale) and 200 held by an unpaid order: 500 on hand.
    const sold = await order(id, 300);
    expect(sold.status).toBe(201);
    await ownDb(async (db) => {
      const _id = new ObjectId(sold.body._id);
      await db
        .collection('orders')
        .updateOne({ _id }, { $set: { status: 'paid', paid: true, stock: 'taken', paidAt: new Date() } });
      await db
        .collection('stock')
        .updateOne({ _id: new ObjectId(id) }, { $pull: { holds: { orderId: _id } } } as never);
    });
    expect((await order(id, 200)).status).toBe(201);

    // The untouched export: the stock is not the file's to set back.
    const untouched = await importCsv([header, row].join('\n'));
    expect(untouched.status).toBe(200);
    expect(await partOf(`OLD-${t}`)).toMatchObject({ quantity: 500, received: 1000 });

    // A stock figure edited in the old file: refused for that row, naming the stock now.
    const refused = await importCsv([header, line(1200, 1000)].join('\n'));
    expect(refused.status).toBe(422);
    expect(refused.body.imported).toBe(false);
    expect(refused.body.errors).toEqual([
      {
        row: 2,
        column: 'quantity',
        message: `The stock of OLD-${t} moved since this file was written (the file says 1000, it is now 500): set previousQuantity to 500 if 1200 is still right`,
      },
    ]);
    expect(await partOf(`OLD-${t}`)).toMatchObject({ quantity: 500, received: 1000 });

    // Written against the stock as it is now, the restock goes through and the books balance.
    const restock = await importCsv([header, line(800, 500)].join('\n'));
    expect(restock.body).toMatchObject({ updated: 1, errorCount: 0 });
    expect(await partOf(`OLD-${t}`)).toMatchObject({ quantity: 800, received: 1300 });
  });

  it('takes dryRun once: a repeated or unclear flag is refused, never a write', async () => {
    const t = tag();
    const file = [HEADER, `DRY-${t},Dry ${t},x,1.00,10,${IMG}`].join('\n');
    const before = await partsCount();
    const post = (query: string) =>
      fetch(`${origin}/api/catalog/import${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv', Cookie: admin.cookie },
        body: file,
      });
    expect((await post('?dryRun=1&dryRun=0')).status).toBe(400);
    expect((await post('?dryRun=0&dryRun=1')).status).toBe(400);
    expect((await post('?dryRun=maybe')).status).toBe(422);
    expect(await partsCount()).toBe(before);
  });

  it("a hand-typed PS-number past the counter's range never makes the next automatic one malformed", async () => {
    const far = await importCsv(
      [HEADER, `PS-99999999999999999999999,Far number,x,1.00,10,${IMG}`].join('\n'),
    );
    expect(far.status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const added = await api<{ partNumber: string }>('/api/addproduct', {
        method: 'POST',
        cookie: admin.cookie,
        origin,
        body: { name: `Auto ${i}`, description: 'x', quantity: 5, prize: 1, img: IMG },
      });
      expect(added.status).toBe(201);
      expect(added.body.partNumber).toMatch(/^PS-\d{5,9}$/);
    }
  });
});
