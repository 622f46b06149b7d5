import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { addCategory } from '../support/categories';
import { api, baseURL } from '../support/http';
import { createTestProduct } from '../support/products';

// Issue 37: the category tree store admins edit, and its public pages.
type Category = {
  _id: string;
  name: string;
  slug: string;
  parentId: string | null;
  path: string;
  depth: number;
};

let admin: TestUser;
let customer: TestUser;
/** Names of this run's own, so the shared database's other categories never collide with them. */
const tag = randomBytes(3).toString('hex');

beforeAll(async () => {
  admin = await signedInAdmin();
  customer = await newCustomer('categories');
});

const add = (name: string, parentId: string | null = null) => addCategory<Category>(admin, name, parentId);

const page = async (path: string) => {
  const response = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
  return { status: response.status, html: await response.text(), location: response.headers.get('location') };
};

/** A page's visible text, tags and comments out, spaces squeezed. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the category tree', () => {
  it('is public to read and only a store admin’s to change', async () => {
    expect((await api('/api/categories')).status).toBe(200);
    const anonymous = await api('/api/categories', { method: 'POST', body: { name: 'Nope' } });
    expect(anonymous.status).toBe(401);
    const buyer = await api('/api/categories', {
      method: 'POST',
      cookie: customer.cookie,
      body: { name: 'Nope' },
    });
    expect(buyer.status).toBe(403);
    const blank = await api<{ error: string }>('/api/categories', {
      method: 'POST',
      cookie: admin.cookie,
      body: { name: '  ' },
    });
    expect(blank.status).toBe(422);
  });

  it('goes 4 levels deep, lists parts under each with its descendants’, and moves a branch whole', async () => {
    const root = await add(`Fasteners ${tag}`);
    const bolts = await add('Bolts', root._id);
    const hex = await add('Hex bolts', bolts._id);
    const metric = await add('Metric', hex._id);
    expect(metric).toMatchObject({ depth: 4, path: `fasteners-${tag}/bolts/hex-bolts/metric` });
    // The same name twice under one parent is refused; under another parent it is fine.
    const twice = await api<{ error: string }>('/api/categories', {
      method: 'POST',
      cookie: admin.cookie,
      body: { name: 'bolts', parentId: root._id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toContain('"Bolts" is already there');
    const nuts = await add('Nuts', root._id);

    await createTestProduct({
      quantity: 100,
      name: `Metric hex bolt ${tag}`,
      categoryId: metric._id,
    });
    const inBolts = await createTestProduct({
      quantity: 100,
      name: `Carriage bolt ${tag}`,
      categoryId: bolts._id,
    });
    // The same through the admin API: a part is put in a category that exists, and only one.
    const moved = await api(`/api/product/${inBolts}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { categoryId: nuts._id },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ categoryId: nuts._id });
    const unknown = await api<{ error: string }>(`/api/product/${inBolts}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { categoryId: '0'.repeat(24) },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.error).toBe('Category not found');

    const top = await page(`/categories/${root.path}`);
    expect(top.status).toBe(200);
    const words = text(top.html);
    // Its children, each with the parts under it, descendants included.
    expect(words).toContain('Bolts 1 part');
    expect(words).toContain('Nuts 1 part');
    expect(words).toContain('Showing 1–2 of 2 parts');
    expect(top.html).toContain(`<link rel="canonical" href="${baseURL()}/categories/${root.path}"`);
    const leaf = await page(`/categories/${metric.path}`);
    expect(text(leaf.html)).toContain(`Metric hex bolt ${tag}`);
    expect(text(leaf.html)).not.toContain(`Carriage bolt ${tag}`);
    // Breadcrumbs, shown and as BreadcrumbList JSON-LD.
    expect(text(leaf.html)).toContain(`Home / Parts / Fasteners ${tag} / Bolts / Hex bolts / Metric`);
    const ld = [...leaf.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const crumbs = ld.find((data) => data['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Home',
      'Parts',
      `Fasteners ${tag}`,
      'Bolts',
      'Hex bolts',
      'Metric',
    ]);

    // Moving "Hex bolts" under a new top category takes "Metric" (and its part) along.
    const screws = await add(`Screws ${tag}`);
    expect(
      (
        await api(`/api/categories/${hex._id}`, {
          method: 'PUT',
          cookie: admin.cookie,
          body: { name: 'Hex bolts', parentId: metric._id },
        })
      ).status,
      'not under its own subcategory',
    ).toBe(409);
    const hexMoved = await api<Category>(`/api/categories/${hex._id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { name: 'Hex bolts', parentId: screws._id },
    });
    expect(hexMoved.status).toBe(200);
    expect(hexMoved.body.path).toBe(`screws-${tag}/hex-bolts`);
    const tree = (await api<Category[]>('/api/categories')).body;
    expect(tree.find((node) => node._id === metric._id)).toMatchObject({
      path: `screws-${tag}/hex-bolts/metric`,
      depth: 3,
    });
    expect((await page(`/categories/${metric.path}`)).status).toBe(404);
    expect(text((await page(`/categories/screws-${tag}/hex-bolts/metric`)).html)).toContain(
      `Metric hex bolt ${tag}`,
    );
    expect(text((await page(`/categories/${screws.path}`)).html)).toContain('Hex bolts 1 part');
    expect(text((await page(`/categories/${root.path}`)).html)).toContain('Bolts 0 parts');
    const sitemap = (await page('/sitemap.xml')).html;
    expect(sitemap).toContain(`/categories/screws-${tag}/hex-bolts/metric</loc>`);
    expect(sitemap).not.toContain(`/categories/${metric.path}</loc>`);

    // A rename that leaves out the parent keeps the category where it is.
    const renamed = await api<Category>(`/api/categories/${nuts._id}`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { name: 'Nuts and washers' },
    });
    expect(renamed.body).toMatchObject({ parentId: root._id, path: `${root.path}/nuts-and-washers` });

    // Deleting: not with subcategories, not with parts, an empty leaf yes.
    const withChildren = await api<{ error: string }>(`/api/categories/${screws._id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.error).toContain('has subcategories');
    const withParts = await api<{ error: string }>(`/api/categories/${nuts._id}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect(withParts.status).toBe(409);
    expect(withParts.body.error).toBe('"Nuts and washers" holds 1 part: move them first.');
    expect(
      (await api(`/api/categories/${bolts._id}`, { method: 'DELETE', cookie: admin.cookie })).status,
    ).toBe(200);
    expect((await page(`/categories/${bolts.path}`)).status).toBe(404);
  });

  it('pages a category’s parts at ?page=N, and sends other page values to its first page', async () => {
    const gears = await add(`Gears ${tag}`);
    for (let i = 0; i < 26; i += 1)
      await createTestProduct({
        quantity: 50,
        name: `Spur gear ${tag} ${String(i).padStart(2, '0')}`,
        categoryId: gears._id,
      });
    const first = text((await page(`/categories/${gears.path}`)).html);
    expect(first).toContain('Showing 1–24 of 26 parts');
    // Asked as a query (a form, an old link), a page is sent to its own address: a last segment.
    const asked = await page(`/categories/${gears.path}?page=2`);
    expect(asked.status).toBe(308);
    expect(new URL(asked.location!, baseURL()).href).toBe(`${baseURL()}/categories/${gears.path}/~page=2`);
    const second = await page(`/categories/${gears.path}/~page=2`);
    expect(second.status).toBe(200);
    expect(text(second.html)).toContain('Showing 25–26 of 26 parts');
    expect(second.html).toContain(
      `<link rel="canonical" href="${baseURL()}/categories/${gears.path}/~page=2"`,
    );
    expect(second.html).toContain(`<link rel="prev" href="/categories/${gears.path}"/>`);
    expect((await page(`/categories/${gears.path}/~page=3`)).status).toBe(404);
    // Another spelling of a state's segment is no page: each state has one address, one cache entry.
    expect((await page(`/categories/${gears.path}/~sort=name&page=2`)).status).toBe(404);
    const odd = await page(`/categories/${gears.path}?page=x`);
    expect(odd.status).toBe(308);
    expect(new URL(odd.location!, baseURL()).href).toBe(`${baseURL()}/categories/${gears.path}`);
    expect((await page('/categories/no-such-category')).status).toBe(404);
    expect((await page('/categories/Not%20A%20Slug')).status).toBe(404);
  });
});
