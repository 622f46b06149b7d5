import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFields } from '@/lib/model/search-words';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { startOwnApps } from '../support/own-apps';
import { createTestProduct } from '../support/products';

type Product = { _id: string; name: string; prize: number; quantity: number };

// Two instances of this file's own, as behind a load balancer, on a database no other test file
// writes to: other files' admin edits would expire these caches at unpredictable moments.
let apps: Awaited<ReturnType<typeof startOwnApps>>;
let admin: TestUser;

beforeAll(async () => {
  apps = await startOwnApps(2);
  admin = await signedInAdmin(apps.origins[0]);
}, 90_000);

afterAll(async () => {
  await apps?.stop();
});

const page = async (origin: string, path: string) => {
  const response = await fetch(`${origin}${path}`);
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    html: await response.text(),
  };
};

describe('several instances on one database', () => {
  it("show an admin's edit on every instance's next request", async () => {
    const [first, second] = apps.origins as [string, string];
    const id = await createTestProduct({ quantity: 500, name: 'Coherent Flange 5501', dbName: apps.dbName });
    for (const origin of [first, second]) {
      await page(origin, `/parts/${id}`);
      await page(origin, '/parts?q=flange+5501');
      const again = await page(origin, `/parts/${id}`);
      expect(again.cache, `${origin} serves the part page from its cache`).toBe('HIT');
      expect(again.html).toContain('Coherent Flange 5501');
    }
    const edited = await api(`/api/product/${id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { name: 'Coherent Flange 5502', prize: '3.50' },
      origin: first,
    });
    expect(edited.status).toBe(200);
    const onSecond = await page(second, `/parts/${id}`);
    expect(onSecond.html).toContain('Coherent Flange 5502');
    expect(onSecond.html).toContain('Prize: $<!-- -->3.50');
    expect((await page(second, '/parts?q=flange+5502')).html).toContain('Coherent Flange 5502');
    expect((await page(second, '/parts?q=flange+5501')).html).not.toContain('Coherent Flange');
  });
});

describe('cached public pages', () => {
  it("follow an order's stock within seconds on every instance: part page, listing and the unpaged API", async () => {
    const [A, B] = apps.origins as [string, string];
    const customer = await newCustomer('cache-buyer', A);
    const name = `Stock follower ${Date.now().toString(36)}`;
    const id = await createTestProduct({ quantity: 300, dbName: apps.dbName, name });
    const listing = `/parts?q=${encodeURIComponent(name)}`;
    const stockShown = async (origin: string) => {
      const [part, list, all] = await Promise.all([
        page(origin, `/parts/${id}`),
        page(origin, listing),
        api<Product[]>('/api/product', { origin }),
      ]);
      const inList = /Quantity: (\d+)/.exec(list.html)?.[1];
      return [
        /Quantity: (?:<!-- -->)?(\d+)/.exec(part.html)?.[1],
        inList,
        String(all.body.find((p) => p._id === id)?.quantity),
      ];
    };
    // Rendered and cached on both instances before the order.
    for (const origin of [A, B]) {
      await stockShown(origin);
      expect(await stockShown(origin)).toEqual(['300', '300', '300']);
      expect((await page(origin, `/parts/${id}`)).cache).toBe('HIT');
    }
    const order = await api(`/api/order/${id}`, {
      method: 'POST',
      cookie: customer.cookie,
      body: { customerName: 'C', phoneNumber: '555 0100', productQuantity: 30 },
      origin: A,
    });
    expect(order.status).toBe(201);
    // The purchase data is fresh at once …
    expect((await api<Product[]>(`/api/product/${id}`, { origin: B })).body[0]!.quantity).toBe(270);
    // … and every cached figure follows within seconds, on the other instance too.
    for (const origin of [A, B])
      await expect
        .poll(() => stockShown(origin), { timeout: 5000, interval: 100 })
        .toEqual(['270', '270', '270']);
  });
});

describe('/parts at catalog scale', () => {
  const word = `zq${Date.now().toString(36)}`;
  const ids: string[] = [];
  beforeAll(async () => {
    // 30 parts sharing a word of their name: two pages of search results.
    for (let i = 0; i < 30; i += 1) {
      ids.push(
        await createTestProduct({ quantity: 100, priceCents: 1000 + i * 7, name: `Scale ${word} ${i}` }),
      );
    }
  });

  const namesOn = (html: string) =>
    [...html.matchAll(new RegExp(`Scale ${word} \\d+`, 'g'))].map((m) => m[0]);

  it('pages 24 at a time with "Showing … of …", without overlap', async () => {
    const first = await page(baseURL(), `/parts?q=${word}`);
    const second_ = await page(baseURL(), `/parts?q=${word}&page=2`);
    expect(first.html).toContain('Showing 1–24 of 30 parts');
    expect(second_.html).toContain('Showing 25–30 of 30 parts');
    const one = new Set(namesOn(first.html));
    const two = new Set(namesOn(second_.html));
    expect(one.size).toBe(24);
    expect(two.size).toBe(6);
    expect([...two].filter((name) => one.has(name))).toEqual([]);
    expect(first.html).toContain(`<link rel="canonical" href="http://localhost`);
    expect(second_.html).toMatch(/<link rel="prev" href="\/parts\?q=zq[a-z0-9]+"/);
  });

  it('gives each card a srcset of widths the image optimizer serves, as next/image writes it', async () => {
    const { html } = await page(baseURL(), `/parts?q=${word}`);
    const img = /<img alt="Scale [^"]+"[^>]*>/.exec(html)![0];
    const attribute = (name: string) =>
      new RegExp(`${name}="([^"]+)"`).exec(img)![1]!.replaceAll('&amp;', '&');
    const entries = attribute('srcSet')
      .split(', ')
      .map((entry) => entry.split(' '));
    // lib/images/image-widths.mjs's device widths (sizes ends in 100vw: every one of them).
    expect(entries.map(([, width]) => width)).toEqual(['640w', '828w', '1200w', '1920w']);
    expect(attribute('src')).toBe(entries.at(-1)![0]);
    for (const [url] of entries) {
      const served = await fetch(new URL(url!, baseURL()), { headers: { Accept: 'image/webp' } });
      expect([url, served.status, served.headers.get('content-type')]).toEqual([url, 200, 'image/webp']);
    }
  });

  it('sorts by price both ways', async () => {
    const low = namesOn((await page(baseURL(), `/parts?q=${word}&sort=price-asc`)).html);
    const high = namesOn((await page(baseURL(), `/parts?q=${word}&sort=price-desc`)).html);
    expect(low[0]).toBe(`Scale ${word} 0`);
    expect(high[0]).toBe(`Scale ${word} 29`);
  });

  it('answers 404 for an out-of-range or malformed page, never a 500', async () => {
    for (const query of ['page=3', 'page=0', 'page=-1', 'page=abc', 'page=1e3', 'page=99999999']) {
      expect((await page(baseURL(), `/parts?q=${word}&${query}`)).status, query).toBe(404);
    }
  });

  it.each(['(a+)+$', '.*', '{"$gt":""}', '[', '\\', 'x'.repeat(5000), '%', '$where', `${word}.*`])(
    'answers hostile search %s with a clean page',
    async (q) => {
      const result = await page(baseURL(), `/parts?q=${encodeURIComponent(q)}`);
      expect(result.status).toBe(200);
      expect(result.html).toMatch(/Showing 1–\d+ of [\d,]+ parts?|No parts match/);
    },
  );

  it('searches words, not patterns: "word.*" finds the parts having that word', async () => {
    const result = await page(baseURL(), `/parts?q=${encodeURIComponent(`${word}.*`)}`);
    expect(result.html).toContain('Showing 1–24 of 30 parts');
  });

  it('pages GET /api/product with X-Total-Count and Link, and keeps the unpaged array', async () => {
    // This file's own instance: the unpaged array is a cached snapshot (like /parts), and on the
    // shared app other files add parts at any moment, so it and fresh pages could differ.
    const origin = apps.origins[0]!;
    const all = await api<Product[]>('/api/product', { origin });
    expect(all.status).toBe(200);
    const total = Number(all.headers.get('x-total-count'));
    expect(total).toBe(all.body.length);
    const pages: Product[] = [];
    for (let n = 1; n <= Math.ceil(total / 40); n += 1) {
      const { status, body, headers } = await api<Product[]>(`/api/product?page=${n}&limit=40`, { origin });
      expect(status).toBe(200);
      expect(headers.get('x-total-count')).toBe(String(total));
      const link = headers.get('link')!;
      expect(link).toContain(`rel="last"`);
      if (n > 1) expect(link).toContain(`page=${n - 1}&limit=40>; rel="prev"`);
      if (n * 40 < total) expect(link).toContain(`page=${n + 1}&limit=40>; rel="next"`);
      pages.push(...body);
    }
    expect(pages.map((p) => p._id)).toEqual(all.body.map((p) => p._id));
    for (const bad of ['limit=101', 'limit=0', 'page=0', 'page=x', 'limit=1.5']) {
      const { status, body } = await api<{ error: string }>(`/api/product?${bad}`);
      expect(status, bad).toBe(400);
      expect(body.error).toMatch(/must be a whole number/);
    }
  });

  it('gives every part a public page with Product JSON-LD, listed in the sitemap', async () => {
    const id = ids[3]!;
    const part = await page(baseURL(), `/parts/${id}`);
    expect(part.status).toBe(200);
    const ld = [...part.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const product = ld.find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      name: `Scale ${word} 3`,
      offers: { '@type': 'Offer', priceCurrency: 'USD', price: '10.21' },
    });
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList')).toBeTruthy();
    expect(part.html).toContain(`href="/product/${id}"`);
    // Parts added through the admin API expire the cached sitemap at once (direct inserts wait a minute).
    const added = await api<{ _id: string }>('/api/addproduct', {
      method: 'POST',
      cookie: (await signedInAdmin()).cookie,
      body: {
        name: `Sitemap part ${word}`,
        description: 'Listed.',
        quantity: '40',
        prize: '2.50',
        img: '/images/parts/hex-bolt.webp',
      },
    });
    expect(added.status).toBe(201);
    const sitemap = (await page(baseURL(), '/sitemap.xml')).html;
    expect(sitemap).toContain(`/parts/${added.body._id}</loc>`);
    expect(sitemap).not.toContain('/product/');
    expect((await page(baseURL(), '/parts/0123456789abcdef01234567')).status).toBe(404);
    expect((await page(baseURL(), '/parts/not-an-id')).status).toBe(404);
  });
});

describe('search by part number', () => {
  it('ranks parts whose number starts with the query above parts that only mention it, one cache entry per search', async () => {
    const origin = apps.origins[1]!;
    const t = Date.now().toString(36).toUpperCase();
    // By name the motor would come first; it only mentions the number in its description.
    await createTestProduct({
      quantity: 40,
      dbName: apps.dbName,
      name: `Axle motor ${t}`,
      partNumber: `MTR-${t}`,
    });
    const description = { name: `Axle motor ${t}`, description: `Drives SH${t}-20 shafts.` };
    await withAppDb(
      (db) =>
        db
          .collection('products')
          .updateOne({ partNumber: `MTR-${t}` }, { $set: { ...description, ...searchFields(description) } }),
      apps.dbName,
    );
    await createTestProduct({
      quantity: 40,
      dbName: apps.dbName,
      name: `Shaft ${t}`,
      partNumber: `SH${t}-20-300`,
    });
    const result = await page(origin, `/parts?q=SH${t}-20`);
    expect(result.status).toBe(200);
    const names = [...result.html.matchAll(/class="part-link"[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual([`Shaft ${t}`, `Axle motor ${t}`]);
    // The same search in other letters is the same cached page.
    expect((await page(origin, `/parts?q=sh${t.toLowerCase()}-20`)).cache).toBe('HIT');
  });
});
