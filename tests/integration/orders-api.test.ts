import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { createTestProduct, stockOf } from '../support/products';

type Order = {
  _id: string;
  customerEmail: string;
  productQuantity: number;
  totalPrize: number;
  unitPrize: number;
  paid: boolean;
  status: string;
  productId: string;
  productName: string;
};

let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([newCustomer('alice'), newCustomer('bob'), signedInAdmin()]);
});

const order = (user: TestUser, productId: string, body: Record<string, unknown>) =>
  api<Order & { error: string; fields: Record<string, string> }>(`/api/order/${productId}`, {
    method: 'POST',
    cookie: user.cookie,
    body,
  });

const valid = { customerName: 'Alice Buyer', phoneNumber: '+1 555 0100', productQuantity: 30 };

describe('POST /api/order/{productId}', () => {
  it("stores an unpaid order for the session's customer with the server's total, and reserves the stock", async () => {
    const productId = await createTestProduct({ quantity: 100, priceCents: 1999 });
    const { status, body } = await order(alice, productId, {
      ...valid,
      productQuantity: 31,
      customerEmail: bob.email,
      totalPrize: 0.01,
      productName: 'Free gold',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      customerEmail: alice.email,
      productQuantity: 31,
      unitPrize: 19.99,
      totalPrize: 619.69,
      paid: false,
      status: 'unpaid',
    });
    expect(body.productName).toMatch(/^Test part/);
    expect(await stockOf(productId)).toBe(69);
  });

  it('answers 401 to anonymous callers and changes no stock', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    expect((await api(`/api/order/${productId}`, { method: 'POST', body: valid })).status).toBe(401);
    expect(await stockOf(productId)).toBe(100);
  });

  it.each([
    [29, 'Sorry, products cannot be ordered below this'],
    [101, 'Sorry your product not available'],
    ['45abc', 'Quantity must be a whole number'],
    [30.5, 'Quantity must be a whole number'],
    [-30, 'Sorry, products cannot be ordered below this'],
    [{ $gt: 0 }, 'Quantity must be a whole number'],
  ])('refuses quantity %j with 422 and the message %j', async (productQuantity, message) => {
    const productId = await createTestProduct({ quantity: 100 });
    const { status, body } = await order(alice, productId, { ...valid, productQuantity });
    expect(status).toBe(422);
    expect(body.error).toBe(message);
    expect(await stockOf(productId)).toBe(100);
  });

  it('accepts a quantity typed as a string of digits', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    expect((await order(alice, productId, { ...valid, productQuantity: '40' })).body.productQuantity).toBe(
      40,
    );
  });

  it('requires name and phone', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    const { status, body } = await order(alice, productId, {
      productQuantity: 30,
      customerName: '  ',
      phoneNumber: '',
    });
    expect(status).toBe(422);
    expect(body.fields).toEqual({ customerName: 'Name is Required', phoneNumber: 'Phone is Required' });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await order(alice, '0123456789abcdef01234567', valid)).status).toBe(404);
    expect((await order(alice, 'nope', valid)).status).toBe(400);
  });

  it('never oversells: 100 concurrent orders of 30 against stock 90 → exactly 3 succeed, stock 0', async () => {
    const productId = await createTestProduct({ quantity: 90 });
    // Ten customers ordering ten times each: one customer alone would meet the per-customer rate limit.
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => newCustomer(`rush${i}`)));
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => order(buyers[i % 10]!, productId, valid)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(97);
    expect(await stockOf(productId)).toBe(0);
    const stored = await withAppDb((db) =>
      db.collection('orders').countDocuments({ 'lines.productId': new ObjectId(productId) }),
    );
    expect(stored).toBe(3);
  });
});

describe('reading orders', () => {
  let aliceOrder: Order;

  beforeAll(async () => {
    aliceOrder = (await order(alice, await createTestProduct({ quantity: 60 }), valid)).body;
  });

  it("GET /api/order?customerEmail= lists your own orders; another customer's email is 403", async () => {
    const own = await api<Order[]>(`/api/order?customerEmail=${alice.email}`, { token: alice.token });
    expect(own.status).toBe(200);
    expect(own.body.map((o) => o._id)).toContain(aliceOrder._id);
    expect(own.body.every((o) => o.customerEmail === alice.email)).toBe(true);
    expect((await api(`/api/order?customerEmail=${alice.email}`, { cookie: bob.cookie })).status).toBe(403);
    expect((await api(`/api/order?customerEmail=${alice.email}`)).status).toBe(401);
    expect(
      (await api<Order[]>(`/api/order?customerEmail=${alice.email}`, { cookie: admin.cookie })).status,
    ).toBe(200);
  });

  it('GET /api/order/{id}: the owner and admins only (404 for others, so ids cannot be probed)', async () => {
    expect((await api<Order>(`/api/order/${aliceOrder._id}`, { cookie: alice.cookie })).body._id).toBe(
      aliceOrder._id,
    );
    expect((await api(`/api/order/${aliceOrder._id}`, { cookie: bob.cookie })).status).toBe(404);
    expect((await api(`/api/order/${aliceOrder._id}`)).status).toBe(401);
    expect((await api(`/api/order/${aliceOrder._id}`, { cookie: admin.cookie })).status).toBe(200);
  });

  it('GET /api/allorder is for admins, newest first, with an optional customer filter', async () => {
    expect((await api('/api/allorder', { cookie: alice.cookie })).status).toBe(403);
    expect((await api('/api/allorder')).status).toBe(401);
    const all = await api<Order[]>('/api/allorder', { cookie: admin.cookie });
    const times = all.body.map((o) => Date.parse((o as unknown as { createdAt: string }).createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const filtered = await api<Order[]>(`/api/allorder?customerEmail=${alice.email}`, {
      cookie: admin.cookie,
    });
    expect(filtered.body.length).toBeGreaterThan(0);
    expect(filtered.body.every((o) => o.customerEmail === alice.email)).toBe(true);
  });
});

describe('DELETE /api/order/{id}', () => {
  it('lets the customer cancel an unpaid order and gives the stock back', async () => {
    const productId = await createTestProduct({ quantity: 80 });
    const placed = (await order(alice, productId, { ...valid, productQuantity: 50 })).body;
    expect(await stockOf(productId)).toBe(30);
    expect((await api(`/api/order/${placed._id}`, { method: 'DELETE', cookie: bob.cookie })).status).toBe(
      404,
    );
    expect(await stockOf(productId)).toBe(30);
    const cancelled = await api(`/api/order/${placed._id}`, { method: 'DELETE', cookie: alice.cookie });
    expect(cancelled.body).toEqual({ deletedCount: 1 });
    expect(await stockOf(productId)).toBe(80);
    expect((await api(`/api/order/${placed._id}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(
      404,
    );
  });

  it('lets admins delete any order, recorded in the audit log', async () => {
    const productId = await createTestProduct({ quantity: 40 });
    const placed = (await order(bob, productId, valid)).body;
    expect((await api(`/api/order/${placed._id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(
      200,
    );
    expect(await stockOf(productId)).toBe(40);
    const audit = await withAppDb((db) => db.collection('audit').findOne({ target: placed._id }));
    expect(audit).toMatchObject({ action: 'order.delete', actor: 'admin@partsmith.io' });
  });
});
