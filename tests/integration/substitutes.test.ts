import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, newCustomer, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { createTestProduct } from '../support/products';

// Issue 37: what may replace a part out of stock: same category, same critical values, enough
// stock, nearest first by the other attributes; priced as the cart prices.
type Substitutes = {
  partNumber: string;
  substitutes: {
    _id: string;
    partNumber: string;
    quantity: number;
    available: number;
    unitPrize: number;
    totalPrize: number;
    differences: { label: string; ours: string; theirs: string }[];
  }[];
};

const tag = randomBytes(3).toString('hex').toUpperCase();
let admin: TestUser;
const ids: Record<string, string> = {};

/** Bolts: thread (critical), length in mm, finish, units on hand. */
const BOLTS: [string, string, number, string, number][] = [
  ['WANTED', 'M6', 20, 'Zinc', 0],
  ['PLAIN', 'M6', 20, 'Plain', 100],
  ['LONGER', 'M6', 25, 'Zinc', 100],
  ['SAME', 'M6', 20, 'Zinc', 100],
  ['M8', 'M8', 20, 'Zinc', 100],
  ['FEW', 'M6', 20, 'Zinc', 10],
  ['FARTHEST', 'M6', 60, 'Plain', 100],
];

beforeAll(async () => {
  admin = await signedInAdmin();
  const category = await api<{ _id: string }>('/api/categories', {
    method: 'POST',
    cookie: admin.cookie,
    body: { name: `Bolts ${tag}` },
  });
  const defs = await api(`/api/categories/${category.body._id}/attributes`, {
    method: 'PUT',
    cookie: admin.cookie,
    body: {
      attributes: [
        { label: 'Thread', kind: 'choice', choices: ['M6', 'M8'], critical: true },
        { label: 'Length', kind: 'number', dimension: 'length', unit: 'mm', critical: false },
        { label: 'Finish', kind: 'choice', choices: ['Zinc', 'Plain'], critical: false },
      ],
    },
  });
  expect(defs.status).toBe(200);
  for (const [label, thread, mm, finish, onHand] of BOLTS)
    ids[label] = await createTestProduct({
      quantity: onHand,
      partNumber: `SUB-${tag}-${label}`,
      priceCents: 100,
      categoryId: category.body._id,
      attrs: [
        { k: 'thread', s: thread },
        { k: 'length', n: mm / 1000 },
        { k: 'finish', s: finish },
      ],
    });
  // A part in no category: nothing says what could replace it.
  ids.LOOSE = await createTestProduct({ quantity: 100, partNumber: `SUB-${tag}-LOOSE` });
});

const substitutes = (productId: string, quantity: number, cookie?: string) =>
  api<Substitutes>(`/api/cart/substitutes?productId=${productId}&quantity=${quantity}`, { cookie });

describe('substitutes', () => {
  it('offers parts of its category with its critical values and the units in stock, nearest first', async () => {
    const answer = await substitutes(ids.WANTED!, 30);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.partNumber).toBe(`SUB-${tag}-WANTED`);
    // Not M8 (critical), not FEW (10 < 30); SAME differs in nothing, LONGER by 5 mm in 25, PLAIN by
    // its finish (1); FARTHEST (both) is fourth, past the three shown.
    expect(answer.body.substitutes.map((each) => each.partNumber)).toEqual(
      ['SAME', 'LONGER', 'PLAIN'].map((label) => `SUB-${tag}-${label}`),
    );
    const [same, longer, plain] = answer.body.substitutes;
    expect(same!.differences).toEqual([]);
    expect(longer!.differences).toEqual([{ label: 'Length', ours: '20 mm', theirs: '25 mm' }]);
    expect(plain!.differences).toEqual([{ label: 'Finish', ours: 'Zinc', theirs: 'Plain' }]);
    // Priced for the quantity the click puts in the cart, in integer cents.
    expect(same).toMatchObject({ quantity: 30, available: 100, unitPrize: 1, totalPrize: 30 });
  });

  it('asks for the units one click would order: a line of 10 is 30 (the minimum), more than FEW has', async () => {
    const answer = await substitutes(ids.WANTED!, 10);
    expect(answer.status).toBe(200);
    expect(answer.body.substitutes.map((each) => [each.partNumber, each.quantity])).toEqual(
      ['SAME', 'LONGER', 'PLAIN'].map((label) => [`SUB-${tag}-${label}`, 30]),
    );
  });

  it('a signed-in customer gets the same answer; what a substitute costs is the cart’s price', async () => {
    const customer = await newCustomer('substitutes');
    const answer = await substitutes(ids.WANTED!, 60, customer.cookie);
    expect(answer.status).toBe(200);
    // No contract list of a company: the visitor's prices.
    expect(answer.body).toEqual((await substitutes(ids.WANTED!, 60)).body);
    const first = answer.body.substitutes[0]!;
    const added = await api('/api/cart/lines', {
      method: 'POST',
      cookie: customer.cookie,
      body: { lines: [{ productId: first._id, quantity: first.quantity }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const cart = await api<{ lines: { productId: string; quantity: number; totalPrize: number }[] }>(
      '/api/cart',
      { cookie: customer.cookie },
    );
    expect(cart.body.lines.find((line) => line.productId === first._id)).toMatchObject({
      quantity: 60,
      totalPrize: first.totalPrize,
    });
  });

  it('for a number not found, offers the part nearest it first, then that part’s substitutes', async () => {
    const near = (number: string, quantity: number) =>
      api<Substitutes>(`/api/cart/substitutes?near=${encodeURIComponent(number)}&quantity=${quantity}`);
    // SAME has the units: it comes first (the likeliest meant), then its own substitutes.
    const answer = await near(`sub-${tag}-same`, 30);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.partNumber).toBe(`SUB-${tag}-SAME`);
    expect(answer.body.substitutes.map((each) => each.partNumber)).toEqual(
      ['SAME', 'LONGER', 'PLAIN'].map((label) => `SUB-${tag}-${label}`),
    );
    expect(answer.body.substitutes[0]!.differences).toEqual([]);
    // WANTED has none in stock: only its substitutes, as when asked for by its id.
    const wanted = await near(`SUB-${tag}-WANTED`, 30);
    expect(wanted.body.substitutes).toEqual((await substitutes(ids.WANTED!, 30)).body.substitutes);
    expect((await near(`SUB-${tag}-NONE`, 30)).status).toBe(404);
    // One of productId and near, never both nor neither.
    const both = await api(`/api/cart/substitutes?productId=${ids.WANTED}&near=SUB-${tag}-SAME&quantity=30`);
    expect(both.status).toBe(422);
    expect(JSON.stringify(both.body)).toContain('Give productId or near (one of them)');
    expect((await api('/api/cart/substitutes?quantity=30')).status).toBe(422);
  });

  it('offers none for a part in no category, 404 for no part, 422 for a bad quantity', async () => {
    expect((await substitutes(ids.LOOSE!, 30)).body.substitutes).toEqual([]);
    expect((await substitutes('0123456789abcdef01234567', 30)).status).toBe(404);
    const bad = await substitutes(ids.WANTED!, 0);
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('quantity must be at least 1');
  });
});
