import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/auth';
import { addCategory } from '../support/categories';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';

// Issue 37: /parts has the facets of the whole catalog, through its page and GET /api/facets
// without a category. Other test files add parts meanwhile: every count read here is of this file's
// own attribute (a key no other file uses), or under its own search word.
type Value = { label: string; filter: string; count: number; selected: boolean };
type Listing = {
  category: null | { name: string; path: string };
  items: { name: string }[];
  total: number;
  facets: { key: string; values: Value[] }[];
  problems: string[];
};

const tag = randomBytes(3).toString('hex');
const key = `grip-${tag}`;
const word = `knurl${tag}`;

/** Each part: its grip (null: none) and the top category it sits in (two of them). */
const PARTS: [string | null, 0 | 1][] = [
  ['Coarse', 0],
  ['Coarse', 1],
  ['Fine', 0],
  ['Fine', 1],
  ['Fine', 1],
  [null, 0],
];

beforeAll(async () => {
  const admin = await signedInAdmin();
  const categories: string[] = [];
  for (const name of [`Handles ${tag}`, `Knobs ${tag}`])
    categories.push((await addCategory(admin, name))._id);
  for (const [n, [grip, top]] of PARTS.entries())
    await createTestProduct({
      quantity: 100,
      name: `Grip part ${n} ${word}`,
      categoryId: categories[top],
      attrs: grip ? [{ k: key, s: grip }] : [],
    });
  // Defined after the parts are in (written straight to the database): an admin's change is what
  // the catalog's facet index is built again after.
  for (const id of categories) {
    const defs = await api(`/api/categories/${id}/attributes`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { attributes: [{ key, label: 'Grip', kind: 'choice', choices: ['Coarse', 'Fine'] }] },
    });
    expect(defs.status).toBe(200);
  }
});

const listing = async (query: string) => {
  const response = await api<Listing>(`/api/facets?${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const gripCounts = (body: Listing) =>
  Object.fromEntries(
    body.facets.find((facet) => facet.key === key)!.values.map((value) => [value.label, value.count]),
  );
const page = (query: string) => fetch(`${baseURL()}/parts?${query}`, { redirect: 'manual' });
/** Where a redirect sends, in full (Next writes a same-origin Location as a path). */
const target = (response: Response) => new URL(response.headers.get('location')!, baseURL()).href;

describe('/parts facets', () => {
  it('count across every category, and combine with the search', async () => {
    const all = await listing(`f=${key}:Fine`);
    expect([all.category, all.total]).toEqual([null, 3]);
    // Grip's own counts do not collapse to Fine's.
    expect(gripCounts(all)).toEqual({ Coarse: 2, Fine: 3 });
    const both = await listing(`q=${word}&f=${encodeURIComponent(`${key}:Coarse|Fine`)}`);
    expect(both.total).toBe(5);
    // Searched alone: the part with no grip is listed too, and each value counts within the search.
    const searched = await listing(`q=${word}`);
    expect([searched.total, gripCounts(searched)]).toEqual([6, { Coarse: 2, Fine: 3 }]);
  });

  it('are the page’s: one URL per state, noindex with /parts as canonical, the same count', async () => {
    const state = `q=${word}&f=${key}%3AFine`;
    const shown = await page(state);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('Showing 1–3 of 3 parts');
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL()}/parts?q=${word}"`);
    // The search box keeps the filter; the panel's value links stay relative to /parts.
    expect(html).toContain(`<input type="hidden" name="f" value="${key}:Fine"/>`);
    // Another spelling is sent to the one URL; a filter that says nothing leaves plain /parts.
    const reordered = await page(`f=${key}%3AFine&q=${word}`);
    expect([reordered.status, target(reordered)]).toEqual([308, `${baseURL()}/parts?${state}`]);
    const nothing = await page('stock=0');
    expect([nothing.status, target(nothing)]).toEqual([308, `${baseURL()}/parts`]);
    // The internal route serves only one spelling of a filtered state.
    const internal = await fetch(`${baseURL()}/parts/browse/~bm9uc2Vuc2U`, { redirect: 'manual' });
    expect([internal.status, target(internal)]).toEqual([308, `${baseURL()}/parts`]);
  });

  it('show on plain /parts with the top categories’ counts, and a filter past every part lists none', async () => {
    const searched = await (await page(`q=${word}`)).text();
    expect(searched).toContain('Showing 1–6 of 6 parts');
    expect(searched).toMatch(/aria-label="Filters"/);
    expect(searched).toMatch(new RegExp(`Handles ${tag}<span[^>]*>3`));
    const none = await page(`q=${word}&f=${key}%3AFine&stock=1&price=0..0.01`);
    expect(none.status).toBe(200);
    expect(await none.text()).toContain('No parts match these filters.');
  });
});
