import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';

// Issue 37: a category's facets, through its page and the public API, on a catalog stored in SI
// (millimetres as metres) and filtered in inches.
type Value = { label: string; filter: string; count: number; selected: boolean };
type Listing = {
  items: { name: string }[];
  total: number;
  facets: { key: string; label: string; kind: string; values: Value[] }[];
  inStock: { count: number; selected: boolean };
  problems: string[];
};

let admin: TestUser;
let path: string;
const tag = randomBytes(3).toString('hex');

/** Pins: diameter in mm, material, units on hand. */
const PINS: [number | null, string, number][] = [
  [6, 'Steel', 100],
  [6.35, 'Steel', 100],
  [8, 'Brass', 100],
  [9, 'Brass', 0],
  [10, 'Steel', 100],
  [12.7, 'Nylon', 100],
  [3, 'Nylon', 100],
  [10, 'Brass', 100],
  [null, 'Steel', 100],
];

beforeAll(async () => {
  admin = await signedInAdmin();
  const category = await api<{ _id: string; path: string }>('/api/categories', {
    method: 'POST',
    cookie: admin.cookie,
    body: { name: `Pins ${tag}` },
  });
  path = category.body.path;
  const defs = await api(`/api/categories/${category.body._id}/attributes`, {
    method: 'PUT',
    cookie: admin.cookie,
    body: {
      attributes: [
        { label: 'Diameter', kind: 'number', dimension: 'length', unit: 'mm', critical: true },
        { label: 'Material', kind: 'choice', choices: ['Steel', 'Brass', 'Nylon'] },
      ],
    },
  });
  expect(defs.status).toBe(200);
  for (const [n, [mm, material, onHand]] of PINS.entries())
    await createTestProduct({
      quantity: onHand,
      name: `Pin ${n} ${tag}`,
      categoryId: category.body._id,
      attrs: [
        ...(mm === null ? [] : [{ k: 'diameter', n: (mm * 25.4) / 25.4 / 1000 }]),
        { k: 'material', s: material },
      ],
    });
});

const listing = async (query: string) => {
  const response = await api<Listing>(`/api/facets?category=${encodeURIComponent(path)}&${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const countOf = (body: Listing, key: string, label: string) =>
  body.facets.find((facet) => facet.key === key)?.values.find((value) => value.label === label)?.count;
const names = (body: Listing) => body.items.map((item) => item.name.replace(` ${tag}`, '')).sort();

describe('facets', () => {
  it('count each value with every other selection applied: OR within a facet, AND across', async () => {
    const all = await listing('');
    expect(all.total).toBe(9);
    expect(countOf(all, 'material', 'Steel')).toBe(4);
    const steel = await listing('f=material:Steel');
    expect(steel.total).toBe(4);
    // Material's own counts do not collapse to Steel's (vendure#3358): Brass still says 3.
    expect(countOf(steel, 'material', 'Brass')).toBe(3);
    const both = await listing(`f=${encodeURIComponent('material:Steel|Brass')}`);
    expect(both.total).toBe(7);
    expect(
      both.facets
        .find((facet) => facet.key === 'material')!
        .values.filter((v) => v.selected)
        .map((v) => v.label),
    ).toEqual(['Steel', 'Brass']);
  });

  it('filter a catalog stored in millimetres by a range in inches, inclusive, as numbers', async () => {
    const query = `f=${encodeURIComponent('material:Steel|Brass')}&f=${encodeURIComponent('diameter:0.25 in..0.4 in')}&stock=1`;
    const body = await listing(query);
    // 6.35 mm (= 1/4 in, the bound itself), 8 and 10 mm; 9 mm has none in stock.
    expect(names(body)).toEqual(['Pin 1', 'Pin 2', 'Pin 4', 'Pin 7']);
    expect(body.total).toBe(4);
    // With the range and stock as they are, Nylon would list nothing: shown with 0.
    expect(countOf(body, 'material', 'Nylon')).toBe(0);
    expect(body.inStock).toEqual({ count: 4, selected: true });
    // "10" > "9": as numbers, not words.
    expect(names(await listing(`f=${encodeURIComponent('diameter:9.5mm..')}`))).toEqual([
      'Pin 4',
      'Pin 5',
      'Pin 7',
    ]);
    // Every bucket's count is what choosing it lists.
    for (const bucket of body.facets.find((facet) => facet.key === 'diameter')!.values) {
      const chosen = await listing(
        `${query.replace(/&f=diameter[^&]*/, '')}&f=${encodeURIComponent(`diameter:${bucket.filter}`)}`,
      );
      expect(chosen.total, bucket.label).toBe(bucket.count);
    }
  });

  it('say what they cannot read, and list as if it were not there', async () => {
    const body = await listing(`f=${encodeURIComponent('diameter:6 furlongs..')}`);
    expect(body.problems).toEqual(['Diameter: "furlongs" is not a unit we know']);
    expect(body.total).toBe(9);
    expect((await api(`/api/facets?category=no/such/${tag}`)).status).toBe(404);
    expect((await api(`/api/facets?category=${path}&page=x`)).status).toBe(422);
    const tooMany = Array.from({ length: 21 }, (_, n) => `f=k${n}:x`).join('&');
    const refused = await api<{ error: string }>(`/api/facets?category=${path}&${tooMany}`);
    expect([refused.status, refused.body.error]).toEqual([422, 'At most 20 filters (f)']);
    const long = await api<{ error: string }>(
      `/api/facets?category=${path}&f=material:Steel&f=k:${'x'.repeat(200)}`,
    );
    expect([long.status, long.body.error]).toEqual([422, 'A filter (f) is 200 characters at most']);
  });

  it('are the page’s too: one URL per state, noindex with the category as canonical, the same counts', async () => {
    const state = `f=${encodeURIComponent('diameter:0.25 in..0.4 in')}&f=${encodeURIComponent('material:Steel|Brass')}&stock=1`;
    const reordered = await fetch(
      `${baseURL()}/categories/${path}?stock=1&${state.split('&').reverse().join('&')}`,
      {
        redirect: 'manual',
      },
    );
    expect(reordered.status).toBe(308);
    const location = new URL(reordered.headers.get('location')!, baseURL());
    const page = await fetch(location);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/categories/${path}"/>`);
    expect(html).toContain('Showing 1–4 of 4 parts');
    // Each state is a cached page of its own.
    const again = await fetch(location);
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await again.text()).toContain('Showing 1–4 of 4 parts');
  });

  it('answer 120 asks a minute from one address, then 429', async () => {
    // An address of its own: other tests' asks do not count against it, nor its against theirs.
    const headers = { 'X-Forwarded-For': `10.37.${randomBytes(1)[0]}.${randomBytes(1)[0]}` };
    const ask = () => api(`/api/facets?category=${path}&stock=1`, { headers });
    for (let i = 0; i < 120; i += 1) expect((await ask()).status).toBe(200);
    const refused = await api<{ error: string }>(`/api/facets?category=${path}`, { headers });
    expect([refused.status, refused.body.error, refused.headers.get('retry-after')]).toEqual([
      429,
      'Too many requests. Please wait a minute and try again.',
      '60',
    ]);
  });
});
