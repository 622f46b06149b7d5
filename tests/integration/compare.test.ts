import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/auth';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';

// Issue 37: /compare?p=…&p=… puts two to four parts of one category side by side; any other list
// says why it cannot, as a page (never a 500).
const tag = randomBytes(3).toString('hex');
const parts: string[] = [];
let elsewhere: string;
let loose: string;
let coiled: string;

beforeAll(async () => {
  const admin = await signedInAdmin();
  const category = async (name: string) =>
    (await api<{ _id: string }>('/api/categories', { method: 'POST', cookie: admin.cookie, body: { name } }))
      .body._id;
  const springs = await category(`Springs ${tag}`);
  await api(`/api/categories/${springs}/attributes`, {
    method: 'PUT',
    cookie: admin.cookie,
    body: {
      attributes: [
        { label: 'Wire diameter', kind: 'number', dimension: 'length', unit: 'mm', critical: true },
        { label: 'Load', kind: 'number', dimension: 'force', unit: 'N', critical: false },
        { label: 'Finish', kind: 'text', critical: false },
      ],
    },
  });
  for (const [n, [wire, load]] of [
    [1, 10],
    [1, 12],
    [1.5, 10],
  ].entries())
    parts.push(
      await createTestProduct({
        quantity: 100,
        priceCents: 200 + n,
        name: `Spring ${n} ${tag}`,
        categoryId: springs,
        attrs: [
          { k: 'wire-diameter', n: wire! / 1000 },
          { k: 'load', n: load! },
        ],
      }),
    );
  // A part of a subcategory of Springs: compared with Springs' own under Springs.
  const coils = (
    await api<{ _id: string }>('/api/categories', {
      method: 'POST',
      cookie: admin.cookie,
      body: { name: `Coil springs ${tag}`, parentId: springs },
    })
  ).body._id;
  coiled = await createTestProduct({
    quantity: 7,
    priceCents: 300,
    name: `Coil spring ${tag}`,
    categoryId: coils,
    attrs: [{ k: 'wire-diameter', n: 0.002 }],
  });
  loose = await createTestProduct({ quantity: 1, name: `Loose part ${tag}` });
  elsewhere = await createTestProduct({
    quantity: 5,
    name: `Washer ${tag}`,
    categoryId: await category(`Washers ${tag}`),
  });
});

const page = async (ids: string[]) => {
  const response = await fetch(`${baseURL()}/compare?${ids.map((id) => `p=${id}`).join('&')}`);
  return { status: response.status, html: await response.text() };
};
/** The table's rows as "label|value|value…", from the server-rendered HTML. */
const rows = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-testid="compare-row"[^>]*>(.*?)<\/tr>/g)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)]
      .map((cell) => cell[1]!.replace(/<[^>]+>/g, '').replace(' (differs)', ''))
      .join('|'),
  );

describe('compare', () => {
  it('shows the parts side by side: every attribute one of them has, differing rows marked', async () => {
    const { status, html } = await page(parts);
    expect(status).toBe(200);
    expect(html).toContain(`Compare 3 springs ${tag}`);
    expect(rows(html)).toEqual([
      'List price|$2.00|$2.01|$2.02',
      'In stock|100|100|100',
      'Smallest order|30|30|30',
      'Wire diameter|1 mm|1 mm|1.5 mm',
      'Load|10 N|12 N|10 N',
    ]);
    // The rows where all agree carry data-same, which "Show only differences" hides.
    expect(html.match(/data-same=""/g)).toHaveLength(2);
    expect(html).toContain('noindex');
  });

  it('compares parts of a category and its subcategory under the category they share', async () => {
    const { status, html } = await page([parts[0]!, coiled.toUpperCase()]);
    expect(status).toBe(200);
    expect(html).toContain(`Compare 2 springs ${tag}`);
    expect(rows(html)).toEqual([
      'List price|$2.00|$3.00',
      'In stock|100|7',
      'Smallest order|30|30',
      'Wire diameter|1 mm|2 mm',
      'Load|10 N|—',
    ]);
  });

  it('says why a list cannot be compared: too few or many, unknown, or of two categories', async () => {
    const cases: [string[], string][] = [
      [[parts[0]!], 'Choose 2 to 4 parts to compare.'],
      [[parts[0]!, parts[0]!], 'Choose 2 to 4 parts to compare.'],
      [[...parts, elsewhere, '0123456789abcdef01234567'], 'Choose 2 to 4 parts to compare.'],
      [[parts[0]!, '0123456789abcdef01234567'], 'A part to compare was not found.'],
      [[parts[0]!, 'not-an-id'], 'A part to compare was not found.'],
      [[parts[0]!, elsewhere], 'Parts are compared within one category'],
      [[parts[0]!, loose], 'Parts are compared within one category'],
      [[], 'Choose 2 to 4 parts to compare.'],
    ];
    for (const [ids, problem] of cases) {
      const { status, html } = await page(ids);
      expect(status, ids.join(',')).toBe(200);
      expect(html).toContain(problem);
    }
  });
});
