import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '@/lib/catalog/import-parts';
import { signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { startOwnApps } from '../support/own-apps';

// Issue 37: attributes a category defines (inherited by its subcategories), a part's values in real
// units through the admin API and the catalog CSV. An app of this file's own: the export → import
// round trip reads the whole catalog.
let apps: Awaited<ReturnType<typeof startOwnApps>>;
let origin: string;
let admin: TestUser;

beforeAll(async () => {
  apps = await startOwnApps(1);
  origin = apps.origins[0]!;
  admin = await signedInAdmin(origin);
}, 90_000);

afterAll(async () => {
  await apps?.stop();
});

type Category = { _id: string; path: string };
type Part = {
  _id: string;
  partNumber: string;
  categoryId: string | null;
  attributes: Record<string, number | string>;
};

const call = <T>(path: string, method: string, body?: unknown) =>
  api<T>(path, { method, cookie: admin.cookie, body, origin });

const importCsv = (csv: string, dryRun = false) =>
  fetch(`${origin}/api/catalog/import${dryRun ? '?dryRun=1' : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Cookie: admin.cookie },
    body: csv,
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as ImportResult }));

const SHAFT_ATTRIBUTES = [
  { label: 'Diameter', kind: 'number', dimension: 'length', unit: 'mm', critical: true },
  { label: 'Material', kind: 'choice', choices: ['Steel', 'Brass', 'Stainless steel'], critical: true },
  { label: 'Finish', kind: 'text' },
];
const IMG = '/images/parts/hex-bolt.webp';
const close = (value: number | string | undefined, expected: number) =>
  typeof value === 'number' && Math.abs(value - expected) <= 1e-9 * expected;

describe('attributes', () => {
  let shafts: Category;
  let keyed: Category;

  beforeAll(async () => {
    shafts = (await call<Category>('/api/categories', 'POST', { name: 'Shafts' })).body;
    keyed = (await call<Category>('/api/categories', 'POST', { name: 'Keyed shafts', parentId: shafts._id }))
      .body;
    const own = await call<{ attributes: { key: string }[] }>(
      `/api/categories/${shafts._id}/attributes`,
      'PUT',
      {
        attributes: SHAFT_ATTRIBUTES,
      },
    );
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.attributes.map((def) => def.key)).toEqual(['diameter', 'material', 'finish']);
    const child = await call(`/api/categories/${keyed._id}/attributes`, 'PUT', {
      attributes: [{ label: 'Length', kind: 'number', dimension: 'length', unit: 'mm' }],
    });
    expect(child.status).toBe(200);
  });

  it('are inherited by subcategories, and a key is defined once on a branch', async () => {
    const twice = await call<{ error: string }>(`/api/categories/${keyed._id}/attributes`, 'PUT', {
      attributes: [{ label: 'Diameter', kind: 'text' }],
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toContain('"diameter"');
    const badUnit = await call<{ error: string }>(`/api/categories/${keyed._id}/attributes`, 'PUT', {
      attributes: [{ label: 'Length', kind: 'number', dimension: 'length', unit: 'kg' }],
    });
    expect(badUnit.status).toBe(422);
  });

  it('take values in any unit of their dimension, stored as one number, and refuse others by name', async () => {
    const added = await call<Part>('/api/addproduct', 'POST', {
      name: 'Keyed shaft',
      description: 'A keyed shaft.',
      quantity: '100',
      prize: '12.00',
      img: IMG,
      categoryId: keyed._id,
      attributes: { diameter: '1/4 in', material: 'steel', length: '100mm', finish: 'Ground' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(close(added.body.attributes.diameter, 0.00635)).toBe(true);
    expect(added.body.attributes).toMatchObject({ material: 'Steel', finish: 'Ground' });
    expect(close(added.body.attributes.length, 0.1)).toBe(true);
    for (const [diameter, message] of [
      ['6 kg', 'Diameter: "6 kg" is not a length'],
      ['6 furlongs', 'Diameter: "furlongs" is not a unit we know'],
    ]) {
      const refused = await call<{ error: string }>(`/api/product/${added.body._id}`, 'PATCH', {
        attributes: { diameter },
      });
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe(message);
    }
    const notHere = await call<{ error: string }>(`/api/product/${added.body._id}`, 'PATCH', {
      attributes: { voltage: '12 V' },
    });
    expect(notHere.body.error).toBe(`"voltage" is not an attribute of this part's category`);
    // Moved up to Shafts, the part keeps what Shafts describes and loses its length.
    const moved = await call<Part>(`/api/product/${added.body._id}`, 'PATCH', { categoryId: shafts._id });
    expect(moved.status).toBe(200);
    expect(Object.keys(moved.body.attributes).sort()).toEqual(['diameter', 'finish', 'material']);
    // Its page: the category in the breadcrumbs, and its values as people read them.
    const html = await (await fetch(`${origin}/parts/${added.body._id}`)).text();
    const text = html
      .replace(/<script[\s\S]*?<\/script>/g, ' ')
      .replace(/<!--.*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Home / Parts / Shafts / Keyed shaft');
    expect(text).toContain('Specifications Diameter 6.35 mm Material Steel Finish Ground');
  });

  it('come and go through the catalog CSV: a dry run names each bad cell by row, and export → import changes nothing', async () => {
    const t = randomBytes(2).toString('hex').toUpperCase();
    const header =
      'partNumber,name,description,prize,quantity,img,category,attr:diameter,attr:material,attr:length';
    const rows = [
      `SH-${t}-1,Shaft one,A shaft.,4.00,50,${IMG},${keyed.path},6.35mm,Brass,200 mm`,
      `SH-${t}-2,Shaft two,A shaft.,4.00,50,${IMG},${keyed.path},"0.25""",Steel,`,
      `SH-${t}-3,Shaft three,A shaft.,4.00,50,${IMG},${keyed.path},6 furlongs,Steel,`,
      `SH-${t}-4,Shaft four,A shaft.,4.00,50,${IMG},${keyed.path},6 kg,Steel,`,
      `SH-${t}-5,Shaft five,A shaft.,4.00,50,${IMG},no/such/category,6 mm,Steel,`,
      `SH-${t}-6,Shaft six,A shaft.,4.00,50,${IMG},${shafts.path},6 mm,Wood,`,
    ];
    const dry = await importCsv([header, ...rows].join('\n'), true);
    expect(dry.status).toBe(422);
    expect(dry.body.errors).toEqual([
      { row: 4, column: 'attr:diameter', message: 'Diameter: "furlongs" is not a unit we know' },
      { row: 5, column: 'attr:diameter', message: 'Diameter: "6 kg" is not a length' },
      {
        row: 6,
        column: 'category',
        message: `There is no category "no/such/category" (a category's path, as in its address)`,
      },
      {
        row: 7,
        column: 'attr:material',
        message: 'Material: "Wood" is not one of Steel, Brass, Stainless steel',
      },
    ]);
    const good = await importCsv([header, rows[0], rows[1]].join('\n'));
    expect(good.body).toMatchObject({ imported: true, created: 2, errorCount: 0 });
    const exported = await (
      await fetch(`${origin}/api/catalog/export`, { headers: { Cookie: admin.cookie } })
    ).text();
    const [head] = exported.split('\r\n');
    expect(head).toContain(',category,previousQuantity,attr:diameter,attr:material,attr:finish,attr:length');
    expect(exported).toContain(
      `SH-${t}-1,Shaft one,A shaft.,4.00,50,${IMG},,,,,,${keyed.path},50,6.35 mm,Brass,,200 mm`,
    );
    expect(exported).toContain(
      `SH-${t}-2,Shaft two,A shaft.,4.00,50,${IMG},,,,,,${keyed.path},50,6.35 mm,Steel,,`,
    );
    const back = await importCsv(exported);
    expect(back.body).toMatchObject({ errorCount: 0, created: 0, updated: 0 });
  });
});
