import { describe, expect, it } from 'vitest';
import { SEED_PARTS } from '@/lib/seed/parts';
import { signedInAdmin } from '../support/auth';
import { api, baseURL } from '../support/http';

type Product = {
  partNumber: string;
  _id: string;
  name: string;
  img: string;
  quantity: number;
  prize: number;
  description: string;
};

describe('GET /api/product', () => {
  it('answers the catalog with the spec field names, prize in dollars, no internal fields', async () => {
    const { status, body } = await api<Product[]>('/api/product');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(SEED_PARTS.length);
    const bearing = body.find((p) => p.name === SEED_PARTS[0].name)!;
    expect(Object.keys(bearing).sort()).toEqual([
      '_id',
      'attributes',
      'categoryId',
      'description',
      'img',
      'minimumQuantity',
      'name',
      'partNumber',
      'priceBreaks',
      'prize',
      'quantity',
      'quantityStep',
      'taxClass',
      'weightKg',
    ]);
    expect(bearing._id).toMatch(/^[a-f\d]{24}$/);
    expect(bearing.prize).toBe(SEED_PARTS[0].priceCents / 100);
    expect(bearing.quantity).toBe(SEED_PARTS[0].quantity);
    expect(bearing.partNumber).toBe('6204-2RS');
  });
});

describe('GET /api/product/{id}', () => {
  it('answers an array of one for a known id', async () => {
    const all = await api<Product[]>('/api/product');
    const first = all.body[0]!;
    const { status, body } = await api<Product[]>(`/api/product/${first._id}`);
    expect(status).toBe(200);
    expect(body).toEqual([first]);
  });

  it('answers 404 for a well-formed unknown id', async () => {
    const { status, body } = await api('/api/product/0123456789abcdef01234567');
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Product not found' });
  });

  it.each(['123', 'zzzzzzzzzzzzzzzzzzzzzzzz', '%24where', '0123456789abcdef012345678'])(
    'answers 400 for malformed id %s',
    async (id) => {
      const { status, body } = await api<{ error: string }>(`/api/product/${id}`);
      expect(status).toBe(400);
      expect(body.error).toBe('Malformed product id');
    },
  );
});

describe('GET /api/review', () => {
  type Review = {
    _id: string;
    name: string;
    rating: number;
    customerFeedback: string;
    createdAt: string;
    verifiedBuyer: boolean;
  };

  it("answers reviews newest first without the authors' emails", async () => {
    const { status, body } = await api<Review[]>('/api/review');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(6);
    const dates = body.map((r) => Date.parse(r.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(JSON.stringify(body)).not.toContain('@');
  });

  it('filters by ?email= for admins (and each author, see reviews-api), never for anonymous callers', async () => {
    expect((await api('/api/review?email=mei.chen@precisa.tw')).status).toBe(401);
    const admin = await signedInAdmin();
    const { body } = await api<Review[]>('/api/review?email=mei.chen@precisa.tw', { cookie: admin.cookie });
    expect(body.map((r) => r.name)).toEqual(['Mei Chen']);
  });

  it('refuses a malformed email filter with 422', async () => {
    const { status, body } = await api<{ error: string }>('/api/review?email=not-an-email');
    expect(status).toBe(422);
    expect(body.error).toBe('provide a valid email');
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message', async () => {
    const { status, body } = await api('/api/contact', {
      method: 'POST',
      body: { name: 'Ada Buyer', email: 'ada@example.com', message: 'Do you machine custom bores?' },
    });
    expect(status).toBe(201);
    expect(body).toEqual({ ok: true });
  });

  it('answers 422 with every bad field named', async () => {
    const { status, body } = await api('/api/contact', {
      method: 'POST',
      body: { name: '', email: 'nope', message: '' },
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      error: 'Name is Required',
      fields: { name: 'Name is Required', email: 'provide a valid email', message: 'Message is Required' },
    });
  });

  it('refuses operator objects and wrong types with 422', async () => {
    const { status } = await api('/api/contact', {
      method: 'POST',
      body: { name: { $gt: '' }, email: 'ada@example.com', message: 'hi' },
    });
    expect(status).toBe(422);
  });

  it('accepts 5 messages per address in 10 minutes, then answers 429', async () => {
    const headers = { 'X-Forwarded-For': '10.77.0.1' };
    const body = { name: 'Spammy', email: 'spam@example.com', message: 'Buy now' };
    for (let i = 0; i < 5; i += 1)
      expect((await api('/api/contact', { method: 'POST', body, headers })).status).toBe(201);
    const refused = await api('/api/contact', { method: 'POST', body, headers });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'Too many requests. Please wait 10 minutes and try again.' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await api('/api/contact', {
      method: 'POST',
      body: '{"name":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'The request body must be JSON' });
  });
});

describe('public pages', () => {
  it('serve sitemap.xml with every part and robots.txt pointing at it', async () => {
    const [catalog, sitemap, robots] = await Promise.all([
      api<Product[]>('/api/product'),
      api<string>('/sitemap.xml'),
      api<string>('/robots.txt'),
    ]);
    expect(sitemap.status).toBe(200);
    // The sitemap is cached for up to a minute; other test files insert parts straight into the
    // database meanwhile (admin changes expire it at once, see admin-catalog-api): check the seeded ones.
    const seeded = catalog.body.filter((p) => SEED_PARTS.some((s) => s.name === p.name));
    expect(seeded).toHaveLength(SEED_PARTS.length);
    for (const product of seeded) expect(sitemap.body).toContain(`/parts/${product._id}</loc>`);
    expect(sitemap.body).not.toContain('/product/');
    expect(robots.status).toBe(200);
    expect(robots.body).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  });

  it('answer unknown paths with 404 and the spec text', async () => {
    const { status, body } = await api<string>('/no/such/page');
    expect(status).toBe(404);
    expect(body).toContain('404 Page not found');
  });
});

describe('GET /api/product with a query string', () => {
  it('is the cached listing unless page or limit ask for a page: a cache-buster reads nothing afresh', async () => {
    const plain = await fetch(`${baseURL()}/api/product`);
    await plain.arrayBuffer();
    for (const query of ['?_=1', `?_=${Date.now()}`, '?foo=bar&x=1']) {
      const response = await fetch(`${baseURL()}/api/product${query}`);
      expect(response.status).toBe(200);
      // Served from the same cache entry as the plain listing (Next's header on cached answers).
      expect(response.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);
      await response.arrayBuffer();
    }
    const paged = await fetch(`${baseURL()}/api/product?page=1&limit=2`);
    expect(paged.headers.get('x-total-count')).not.toBeNull();
    expect(((await paged.json()) as unknown[]).length).toBe(2);
  });
});
