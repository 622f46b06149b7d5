import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrate } from '@/lib/db/migrations';
import { partNumberFields } from '@/lib/model/part-number';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';

type Answer = Record<string, unknown> & { error?: string; fields?: Record<string, string> };

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  [admin, customer] = await Promise.all([signedInAdmin(), newCustomer('numbers')]);
});

const tag = () => randomBytes(3).toString('hex').toUpperCase();
const add = (body: Record<string, unknown>) =>
  api<Answer>('/api/addproduct', {
    method: 'POST',
    cookie: admin.cookie,
    body: {
      name: `Numbered part ${tag()}`,
      description: 'A part with a number.',
      quantity: 100,
      prize: 4.5,
      img: '/images/parts/hex-bolt.webp',
      ...body,
    },
  });
const edit = (id: string, body: Record<string, unknown>) =>
  api<Answer>(`/api/product/${id}`, { method: 'PATCH', cookie: admin.cookie, body });
const html = async (path: string) => (await fetch(`${baseURL()}${path}`)).text();

describe('part numbers', () => {
  it('are kept as given, answered by the API, and unique ignoring case (409 naming the field)', async () => {
    const number = `BRG-${tag()}-2RS`;
    const added = await add({ partNumber: `  ${number} ` });
    expect(added.status).toBe(201);
    expect(added.body.partNumber).toBe(number);
    const { body } = await api<Answer[]>(`/api/product/${String(added.body._id)}`);
    expect(body[0]?.partNumber).toBe(number);

    const again = await add({ partNumber: number.toLowerCase() });
    expect(again.status).toBe(409);
    expect(again.body.fields?.partNumber).toBe(
      `Part number ${number.toLowerCase()} is already used by another part`,
    );
    const other = await add({});
    expect((await edit(String(other.body._id), { partNumber: number })).status).toBe(409);
    expect((await edit(String(other.body._id), { partNumber: `${number}-B` })).body.partNumber).toBe(
      `${number}-B`,
    );
    // A blank number in an edit means "not changed" (it once stored null: found by the fuzzer).
    expect((await edit(String(other.body._id), { partNumber: '' })).body.partNumber).toBe(`${number}-B`);
  });

  it('are assigned PS-00001-style when none is given, rising, past numbers given by hand', async () => {
    const first = await add({});
    const firstNumber = String(first.body.partNumber);
    expect(firstNumber).toMatch(/^PS-\d{5}$/);
    const next = `PS-${String(Number(firstNumber.slice(3)) + 1).padStart(5, '0')}`;
    // Someone takes the next number by hand: the shop's counter skips past it.
    expect((await add({ partNumber: next })).status).toBe(201);
    const after = await add({});
    expect(Number(String(after.body.partNumber).slice(3))).toBeGreaterThan(Number(next.slice(3)));
  });

  it('refuse what is not a part number, and only admins set them', async () => {
    const refused = await add({ partNumber: 'BOLT#7' });
    expect(refused.status).toBe(422);
    expect(refused.body.fields?.partNumber).toMatch(/^Part number must be/);
    const productId = await createTestProduct({ quantity: 10 });
    const byCustomer = await api(`/api/product/${productId}`, {
      method: 'PATCH',
      cookie: customer.cookie,
      body: { partNumber: 'MINE-1' },
    });
    expect(byCustomer.status).toBe(403);
  });

  it('are found on /parts typed with spaces or without dashes, exact matches first', async () => {
    const t = tag();
    await createTestProduct({ quantity: 50, name: `Bearing exact ${t}`, partNumber: `62${t}-2RS` });
    await createTestProduct({ quantity: 50, name: `Bearing longer ${t}`, partNumber: `62${t}-2RS-C3` });
    for (const query of [`62${t} 2rs`, `62${t}2RS`, `62${t.toLowerCase()}-2rs`]) {
      const page = await html(`/parts?q=${encodeURIComponent(query)}`);
      const exact = page.indexOf(`Bearing exact ${t}`);
      const longer = page.indexOf(`Bearing longer ${t}`);
      expect(exact, query).toBeGreaterThan(-1);
      expect(longer, query).toBeGreaterThan(exact);
    }
  });

  it('are given by the start-up migration to parts without one, in the order they were added', async () => {
    const numbers = await migrated(1);
    expect(numbers.every((n) => /^PS-\d{5}$/.test(n))).toBe(true);
    // Past the number in use, in the order the parts were added.
    const old = numbers.slice(0, 1200).map((n) => Number(n.slice(3)));
    expect(Math.min(...old)).toBeGreaterThan(7);
    expect([...old].sort((a, b) => a - b)).toEqual(old);
  });

  it('are given once each when several instances start together', async () => {
    const numbers = await migrated(3);
    expect(numbers.every((n) => /^PS-\d{5}$/.test(n))).toBe(true);
    expect(new Set(numbers.map((n) => n.toUpperCase())).size).toBe(numbers.length);
  });
});

/** 1,200 parts from before part numbers and one numbered by hand (PS-00007), after `instances` start-ups at once. */
async function migrated(instances: number): Promise<string[]> {
  const client = await new MongoClient(inject('mongoUri')).connect();
  try {
    const db = client.db(`numbering-${tag()}`);
    const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 0, minutes));
    const parts = Array.from({ length: 1200 }, (_, i) => ({
      _id: new ObjectId(),
      name: `Old part ${i}`,
      description: 'From before part numbers.',
      createdAt: at(i),
    }));
    await db
      .collection('products')
      .insertMany([
        ...parts,
        { _id: new ObjectId(), name: 'By hand', ...partNumberFields('PS-00007'), createdAt: at(5000) },
      ]);
    await Promise.all(Array.from({ length: instances }, () => migrate(db)));
    const numbered = await db.collection('products').find({}).sort({ createdAt: 1, _id: 1 }).toArray();
    expect(numbered[0]).toMatchObject({
      partNumberCompact: String(numbered[0]!.partNumber).replace('-', ''),
    });
    return numbered.map((p) => p.partNumber as string);
  } finally {
    await client.close();
  }
}

describe('orders carry the part number', () => {
  it('into the order, My Orders and the CSV export', async () => {
    const number = `OR-${tag()}`;
    const productId = await createTestProduct({ quantity: 100, partNumber: number });
    const placed = await api<Answer>(`/api/order/${productId}`, {
      method: 'POST',
      cookie: customer.cookie,
      body: { customerName: 'N', phoneNumber: '+1 555 0100', productQuantity: 30 },
    });
    expect(placed.status).toBe(201);
    expect(placed.body.partNumber).toBe(number);
    const csv = await fetch(
      `${baseURL()}/api/orders/export?customerEmail=${encodeURIComponent(customer.email)}`,
      {
        headers: { Cookie: admin.cookie },
      },
    );
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toContain('PO number,Line,Part number,Part,');
    expect(text).toContain(`,${number},`);
    const stored = await withAppDb((db) =>
      db.collection('orders').findOne({ _id: new ObjectId(String(placed.body._id)) }),
    );
    expect(stored?.lines[0].partNumber).toBe(number);
  });
});
