import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { imageForm, TINY_PNG } from '../support/images';
import { createTestProduct } from '../support/products';

type AdminProduct = {
  _id: string;
  name: string;
  quantity: number;
  prize: number;
  img: string;
  email: string;
  description: string;
};

let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [customer, admin] = await Promise.all([newCustomer('shopper'), signedInAdmin()]);
});

const upload = (form: FormData, cookie?: string) =>
  fetch(`${baseURL()}/api/images`, { method: 'POST', body: form, headers: cookie ? { Cookie: cookie } : {} });

const validProduct = (overrides: Record<string, unknown> = {}) => ({
  name: `Admin part ${new ObjectId().toHexString().slice(-6)}`,
  description: 'Forged steel bracket for conveyor frames.',
  quantity: '120',
  prize: '7.25',
  img: '/images/parts/hex-bolt.webp',
  email: 'someone-else@example.com',
  ...overrides,
});

const add = (body: unknown, user: TestUser | null = admin) =>
  api<AdminProduct & { error: string; fields: Record<string, string> }>('/api/addproduct', {
    method: 'POST',
    cookie: user?.cookie,
    body,
  });

describe('who may call the admin catalog endpoints', () => {
  it('answers 401 to anonymous callers and 403 to customers, changing nothing', async () => {
    const productId = await createTestProduct({ quantity: 50 });
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/addproduct', validProduct()],
      ['GET', '/api/manageproduct'],
      ['PATCH', `/api/product/${productId}`, { quantity: 1 }],
      ['DELETE', `/api/product/${productId}`],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(path, { method, body })).status, `${method} ${path} anonymous`).toBe(401);
      expect(
        (await api(path, { method, body, cookie: customer.cookie })).status,
        `${method} ${path} customer`,
      ).toBe(403);
      expect(
        (await api(path, { method, body, token: customer.token })).status,
        `${method} ${path} customer token`,
      ).toBe(403);
    }
    expect((await upload(imageForm(TINY_PNG))).status).toBe(401);
    expect((await upload(imageForm(TINY_PNG), customer.cookie)).status).toBe(403);
    expect((await api<AdminProduct[]>('/api/product/' + productId)).body).toMatchObject([{ quantity: 50 }]);
  });

  it('GET /api/manageproduct lists every part with its adder for admins', async () => {
    const { status, body } = await api<AdminProduct[]>('/api/manageproduct', { cookie: admin.cookie });
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(12);
    expect(Object.keys(body[0]!).sort()).toEqual([
      '_id',
      'attributes',
      'categoryId',
      'description',
      'email',
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
  });
});

describe('POST /api/addproduct', () => {
  it("adds the part for the signed-in admin (not the body's email), audited, and the catalog shows it at once", async () => {
    await api('/parts?q=Fresh+Bracket+77'); // warm the cached catalog first
    const { status, body } = await add(validProduct({ name: 'Fresh Bracket 77' }));
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Fresh Bracket 77',
      quantity: 120,
      prize: 7.25,
      email: 'admin@partsmith.io',
    });
    expect((await api<{ name: string }[]>('/api/product')).body.map((p) => p.name)).toContain(
      'Fresh Bracket 77',
    );
    expect((await api<string>('/parts?q=Fresh+Bracket+77')).body).toContain('Fresh Bracket 77');
    expect((await api<string>(`/parts/${body._id}`)).body).toContain('Fresh Bracket 77');
    expect((await api<string>('/sitemap.xml')).body).toContain(`/parts/${body._id}`);
    const audit = await withAppDb((db) =>
      db.collection('audit').findOne({ action: 'product.add', target: body._id }),
    );
    expect(audit).toMatchObject({ actor: 'admin@partsmith.io' });
  });

  it.each([
    [{ name: undefined }, 'name', 'Product name is Required'],
    [{ description: '' }, 'description', 'description is Required'],
    [{ quantity: '' }, 'quantity', 'quantity is Required'],
    [{ quantity: undefined }, 'quantity', 'quantity is Required'],
    [{ prize: '' }, 'prize', 'prize is Required'],
    [{ img: '' }, 'img', 'Image is Required'],
    [{ quantity: 'abc' }, 'quantity', 'quantity must be a whole number, 0 or more'],
    [{ quantity: -5 }, 'quantity', 'quantity must be a whole number, 0 or more'],
    [{ quantity: 2.5 }, 'quantity', 'quantity must be a whole number, 0 or more'],
    [{ quantity: true }, 'quantity', 'quantity must be a whole number, 0 or more'],
    [{ prize: '-3' }, 'prize', 'prize must be a positive amount with at most 2 decimals'],
    [{ prize: 0 }, 'prize', 'prize must be a positive amount with at most 2 decimals'],
    [{ prize: '1.999' }, 'prize', 'prize must be a positive amount with at most 2 decimals'],
    [{ prize: 1.999 }, 'prize', 'prize must be a positive amount with at most 2 decimals'],
    [{ prize: 'ten' }, 'prize', 'prize must be a positive amount with at most 2 decimals'],
    [{ name: 'x'.repeat(121) }, 'name', 'Product name is too long (120 characters at most)'],
    [{ description: 'x'.repeat(2001) }, 'description', 'description is too long (2000 characters at most)'],
    [{ img: 'javascript:alert(1)' }, 'img', 'Image must be an uploaded image address'],
    [{ name: { $gt: '' } }, 'name', 'Product name is Required'],
    [{ quantity: { $gt: 0 } }, 'quantity', 'quantity must be a whole number, 0 or more'],
  ])('refuses %j with 422 naming the field, storing nothing', async (overrides, field, message) => {
    const marker = `marker-${new ObjectId().toHexString()}`;
    const { status, body: answer } = await add({
      ...validProduct({ description: `Bracket ${marker}` }),
      ...overrides,
    });
    expect(status).toBe(422);
    expect(answer.fields[field]).toBe(message);
    const stored = await withAppDb((db) =>
      db.collection('products').countDocuments({ description: { $regex: marker } }),
    );
    expect(stored).toBe(0);
  });

  it('refuses a huge body with 413 and a body that is not JSON with 415', async () => {
    expect((await add(validProduct({ description: 'x'.repeat(100_000) }))).status).toBe(413);
    const form = await api('/api/addproduct', {
      method: 'POST',
      cookie: admin.cookie,
      body: 'name=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });
});

describe('PATCH and DELETE /api/product/{id}', () => {
  it('edits name, description, price and stock with the same rules; /parts shows it at once', async () => {
    const id = await createTestProduct({ quantity: 10, priceCents: 500 });
    await api(`/parts/${id}`);
    await api('/parts?q=Restocked+Widget');
    const edited = await api<AdminProduct>(`/api/product/${id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { name: 'Restocked Widget 42', prize: '6.10', quantity: 300, previousQuantity: 10 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Restocked Widget 42', prize: 6.1, quantity: 300 });
    expect((await api<string>('/parts?q=Restocked+Widget')).body).toContain('Restocked Widget 42');
    const page = (await api<string>(`/parts/${id}`)).body;
    expect(page).toContain('Restocked Widget 42');
    expect(page).toContain('Quantity: <!-- -->300');
    expect(
      (await api(`/api/product/${id}`, { method: 'PATCH', cookie: admin.cookie, body: { prize: '1.234' } }))
        .status,
    ).toBe(422);
    expect(
      (await api(`/api/product/${id}`, { method: 'PATCH', cookie: admin.cookie, body: {} })).status,
    ).toBe(422);
    const audit = await withAppDb((db) =>
      db.collection('audit').findOne({ action: 'product.edit', target: id }),
    );
    // What changed, numbers and prices written out from → to (issue 17).
    expect(audit?.details).toEqual({
      changed: ['name', 'quantity', 'priceCents'],
      quantity: { from: 10, to: 300 },
      priceCents: { from: 500, to: 610 },
    });
    // A form sends every field: a stock-only edit names the stock only.
    await api(`/api/product/${id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { name: 'Restocked Widget 42', prize: '6.10', quantity: 320, previousQuantity: 300 },
    });
    const stockOnly = await withAppDb((db) =>
      db.collection('audit').find({ action: 'product.edit', target: id }).sort({ _id: -1 }).next(),
    );
    expect(stockOnly?.details).toEqual({ changed: ['quantity'], quantity: { from: 300, to: 320 } });
  });

  it('refuses a restock based on a stale stock count (an order came in meanwhile) with 409', async () => {
    const id = await createTestProduct({ quantity: 60 });
    await api(`/api/order/${id}`, {
      method: 'POST',
      cookie: customer.cookie,
      body: { customerName: 'C', phoneNumber: '555 0100', productQuantity: 30 },
    });
    const stale = await api<{ error: string }>(`/api/product/${id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { quantity: 100, previousQuantity: 60 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toContain('now 30');
  });

  it('deletes a part: its unpaid orders are cancelled, paid ones keep their name and price; the catalog drops it', async () => {
    const id = await createTestProduct({ quantity: 60, priceCents: 999, name: 'Doomed Part 9' });
    const order = await api<{ _id: string }>(`/api/order/${id}`, {
      method: 'POST',
      cookie: customer.cookie,
      body: { customerName: 'C', phoneNumber: '555 0100', productQuantity: 30 },
    });
    // A paid order of the same part (as the payment path leaves it).
    const paidId = new ObjectId();
    await withAppDb((db) =>
      db.collection('orders').insertOne({
        _id: paidId,
        customerName: 'C',
        customerEmail: customer.email,
        phoneNumber: '555 0100',
        lines: [
          {
            productId: new ObjectId(id),
            name: 'Doomed Part 9',
            quantity: 30,
            unitPriceCents: 999,
            totalCents: 29970,
          },
        ],
        totalCents: 29970,
        paid: true,
        status: 'paid',
        stock: 'taken',
        holdUntil: new Date(),
        createdAt: new Date(),
        paidAt: new Date(),
        transactionId: 'pi_doomed',
      }),
    );
    await api('/parts?q=Doomed');
    await api(`/parts/${id}`);
    expect((await api(`/api/product/${id}`, { method: 'DELETE', cookie: admin.cookie })).body).toEqual({
      deletedCount: 1,
    });
    expect((await api(`/api/product/${id}`)).status).toBe(404);
    expect((await api<string>('/parts?q=Doomed')).body).not.toContain('Doomed Part 9');
    expect((await api(`/parts/${id}`)).status).toBe(404);
    expect((await api<string>('/sitemap.xml')).body).not.toContain(id);
    expect((await api(`/api/order/${order.body._id}`, { cookie: customer.cookie })).status).toBe(404);
    // Cancelled after the delete was answered (lib/orders/withdraw.ts).
    await expect
      .poll(
        async () =>
          (
            await withAppDb((db) =>
              db.collection('audit').findOne({ action: 'order.delete', target: order.body._id }),
            )
          )?.details,
      )
      .toMatchObject({ reason: 'part deleted', paid: false });
    const kept = await api(`/api/order/${paidId.toHexString()}`, { cookie: customer.cookie });
    expect(kept.body).toMatchObject({ productName: 'Doomed Part 9', unitPrize: 9.99, totalPrize: 299.7 });
    expect((await api(`/api/product/${id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
  });
});

describe('image upload and serving', () => {
  it('stores a PNG in GridFS and serves it with the sniffed type, immutable caching and an ETag', async () => {
    // The client claims JPEG: the stored type comes from the bytes.
    const response = await upload(imageForm(TINY_PNG, 'photo.jpg', 'image/jpeg'), admin.cookie);
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { success: boolean; data: { url: string } };
    expect(answer).toEqual({
      success: true,
      data: { url: expect.stringMatching(/^\/api\/images\/[a-f\d]{24}$/) },
    });
    const served = await fetch(`${baseURL()}${answer.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const etag = served.headers.get('etag')!;
    expect(
      (await fetch(`${baseURL()}${answer.data.url}`, { headers: { 'If-None-Match': etag } })).status,
    ).toBe(304);
  });

  it('refuses a non-image renamed .png with 415', async () => {
    const response = await upload(
      imageForm(Buffer.from('<?php system($_GET["c"]); ?>'), 'shell.png', 'image/png'),
      admin.cookie,
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Only JPEG, PNG and WebP images are accepted' });
  });

  it('refuses a 3 MB image with 413', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const response = await upload(imageForm(big), admin.cookie);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Image is too large (2 MB at most)' });
  });

  it('answers 422 without a file, and 404/400 for unknown or malformed image ids', async () => {
    expect((await upload(new FormData(), admin.cookie)).status).toBe(422);
    expect((await fetch(`${baseURL()}/api/images/0123456789abcdef01234567`)).status).toBe(404);
    expect((await fetch(`${baseURL()}/api/images/nope`)).status).toBe(400);
  });
});

describe('a part’s shipping weight and tax class (issue 36)', () => {
  type Shipped = AdminProduct & { weightKg: number | null; taxClass: string; fields: Record<string, string> };

  it('are set on add and edit, refused when not a weight, and parts without one are listed for admins', async () => {
    const added = await add(validProduct({ weightKg: '0.125', taxClass: 'reduced' }));
    expect(added.status, added.body.error).toBe(201);
    expect(added.body).toMatchObject({ weightKg: 0.125, taxClass: 'reduced' });
    const stored = await withAppDb((db) =>
      db.collection('products').findOne({ _id: new ObjectId(added.body._id) }),
    );
    expect(stored).toMatchObject({ weightGrams: 125, taxClass: 'reduced' });

    for (const weightKg of ['0', '-1', '1.2345', 'heavy', 100_001]) {
      const refused = await add(validProduct({ weightKg }));
      expect(refused.status, String(weightKg)).toBe(422);
      expect(refused.body.fields.weightKg).toMatch(/^Shipping weight is a number of kg above 0/);
    }

    // A part added without a weight is among those an admin is shown to fill in; once given, it is not.
    const light = await add(validProduct());
    expect(light.body).toMatchObject({ weightKg: null, taxClass: 'standard' });
    const without = async () =>
      (
        await api<Shipped[]>(`/api/manageproduct?noWeight=1&q=${encodeURIComponent(light.body.name)}`, {
          cookie: admin.cookie,
        })
      ).body.map((part) => part._id);
    expect(await without()).toEqual([light.body._id]);
    const edited = await api<Shipped>(`/api/product/${light.body._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { weightKg: 2.5, taxClass: 'exempt' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ weightKg: 2.5, taxClass: 'exempt' });
    expect(await without()).toEqual([]);
  });
});
