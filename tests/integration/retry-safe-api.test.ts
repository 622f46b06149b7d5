import { randomUUID } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { payAtStripe } from '../support/payments';
import { createTestProduct, stockOf } from '../support/products';

// A retry never buys twice (issue 38): every change a buyer or an admin may retry takes an
// Idempotency-Key; a repeat answers the first answer, a repeat while the first runs a 409, the key
// with another request a 422. Without the header each request is a new one, as before.

type Order = {
  _id: string;
  status: string;
  number: string;
  lines: { productId: string; quantity: number }[];
  shipments: unknown[];
  refunds: { amount: number }[];
  error?: string;
  fields?: Record<string, string>;
};

let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([
    newCustomer('retry'),
    newCustomer('retry-other'),
    signedInAdmin(),
  ]);
});

const post = <T = Order>(path: string, user: TestUser, body: unknown, key?: string) =>
  api<T>(path, {
    method: 'POST',
    cookie: user.cookie,
    body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

/** The answer's status, its body on a failure's message (what the store said). */
const statusOf = async (answer: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await answer;
  return status >= 400 ? `${status} ${JSON.stringify(body)}` : status;
};

const buyer = { customerName: 'Retry Buyer', phoneNumber: '+1 555 0100' };

const ordersOf = (email: string, productId: string) =>
  withAppDb((db) =>
    db
      .collection('orders')
      .countDocuments({ customerEmail: email, 'lines.productId': new ObjectId(productId) }),
  );
const mailsOf = (orderId: string) =>
  withAppDb((db) => db.collection('outbox').countDocuments({ _id: `order-placed:${orderId}` as never }));

describe('Idempotency-Key', () => {
  it('a placement repeated with its key answers the same order: one order, one hold, one mail', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    const key = randomUUID();
    const body = { ...buyer, productQuantity: 30 };
    const first = await post(`/api/order/${productId}`, alice, body, key);
    const again = await post(`/api/order/${productId}`, alice, body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await ordersOf(alice.email, productId)).toBe(1);
    expect(await stockOf(productId)).toBe(70);
    await expect.poll(() => mailsOf(first.body._id)).toBe(1);
  });

  it('racing repeats (a double click) make one order; the others wait for it or answer it', async () => {
    const productId = await createTestProduct({ quantity: 200 });
    const key = randomUUID();
    const body = { ...buyer, productQuantity: 30 };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/order/${productId}`, alice, body, key)),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((answer) => answer.body._id)).size).toBe(1);
    for (const answer of answers.filter((a) => a.status !== 201)) {
      expect(answer.status).toBe(409);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(await ordersOf(alice.email, productId)).toBe(1);
    expect(await stockOf(productId)).toBe(170);
    // Once the first has answered, a repeat gets its answer.
    const later = await post(`/api/order/${productId}`, alice, body, key);
    expect(later.body._id).toBe(placed[0]!.body._id);
  });

  it('refuses the key with another request (422), keeps keys per caller, and a malformed key (400)', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    const key = randomUUID();
    expect(
      await statusOf(post(`/api/order/${productId}`, alice, { ...buyer, productQuantity: 30 }, key)),
    ).toBe(201);
    const other = await post(`/api/order/${productId}`, alice, { ...buyer, productQuantity: 31 }, key);
    expect(other.status).toBe(422);
    expect(other.body.error).toMatch(/already used for a different request/);
    expect(other.body.fields).toHaveProperty('idempotencyKey');
    // Bob's key is his own, even when it is the same string.
    const bobs = await post(`/api/order/${productId}`, bob, { ...buyer, productQuantity: 30 }, key);
    expect(bobs.status).toBe(201);
    expect(await stockOf(productId)).toBe(40);
    const bad = await post(`/api/order/${productId}`, alice, { ...buyer, productQuantity: 30 }, 'not a key');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Idempotency-Key header must be/);
  });

  it('a refusal keeps no answer: the same key runs again once the stock is there', async () => {
    const productId = await createTestProduct({ quantity: 20 });
    const key = randomUUID();
    const body = { ...buyer, productQuantity: 30 };
    expect(await statusOf(post(`/api/order/${productId}`, alice, body, key))).toMatch(/^422 /);
    await withAppDb((db) =>
      db
        .collection('stock')
        .updateOne({ _id: new ObjectId(productId) }, { $inc: { onHand: 12, received: 12 } }),
    );
    const placed = await post(`/api/order/${productId}`, alice, body, key);
    expect(placed.status).toBe(201);
    expect(await stockOf(productId)).toBe(2);
  });

  it('without a key, two requests are two orders (the API as before)', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    const body = { ...buyer, productQuantity: 30 };
    expect(await statusOf(post(`/api/order/${productId}`, bob, body))).toBe(201);
    expect(await statusOf(post(`/api/order/${productId}`, bob, body))).toBe(201);
    expect(await ordersOf(bob.email, productId)).toBe(2);
  });

  it('a checkout repeated after the cart was emptied answers its order, not "your cart is empty"', async () => {
    const buyerUser = await newCustomer('retry-cart');
    const productId = await createTestProduct({ quantity: 50 });
    await post('/api/cart/lines', buyerUser, { lines: [{ productId, quantity: 30 }] });
    const key = randomUUID();
    const first = await post('/api/cart/checkout', buyerUser, buyer, key);
    expect(first.status).toBe(201);
    const again = await post('/api/cart/checkout', buyerUser, buyer, key);
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(await stockOf(productId)).toBe(20);
    // A new intent (a new key) meets the empty cart.
    expect(await statusOf(post('/api/cart/checkout', buyerUser, buyer, randomUUID()))).toMatch(/^422 /);
  });

  it('an accepted offer repeated with its key is the same order', async () => {
    const productId = await createTestProduct({ quantity: 100, priceCents: 1250 });
    const asked = await post<{ _id: string }>('/api/quotes', alice, {
      productId,
      quantity: 30,
      phoneNumber: '+1 555 0199',
    });
    expect(asked.status).toBe(201);
    const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const offered = await api(`/api/quotes/${asked.body._id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { unitPrize: 11.05, validUntil },
    });
    expect(offered.status).toBe(200);
    const key = randomUUID();
    const first = await post(`/api/quotes/${asked.body._id}/accept`, alice, {}, key);
    const again = await post(`/api/quotes/${asked.body._id}/accept`, alice, {}, key);
    expect(first.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
    expect(await stockOf(productId)).toBe(70);
  });

  it("an admin's parcel and refund repeated with their keys are sent and given once", async () => {
    const customer = await newCustomer('retry-ship');
    const gear = await createTestProduct({ quantity: 100, priceCents: 250 });
    await post('/api/cart/lines', customer, { lines: [{ productId: gear, quantity: 30 }] });
    const placed = await post('/api/cart/checkout', customer, buyer);
    await payAtStripe(customer, placed.body._id);
    const parcel = {
      lines: [{ productId: gear, quantity: 4 }],
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    };
    const shipKey = randomUUID();
    const shipped = await post(`/api/order/${placed.body._id}/shipments`, admin, parcel, shipKey);
    const shippedAgain = await post(`/api/order/${placed.body._id}/shipments`, admin, parcel, shipKey);
    expect(shipped.status).toBe(201);
    expect(shippedAgain.body).toEqual(shipped.body);
    expect(shippedAgain.body.shipments).toHaveLength(1);
    // The same parcel again with a new key is a second parcel.
    expect(
      (await post(`/api/order/${placed.body._id}/shipments`, admin, parcel, randomUUID())).body.shipments,
    ).toHaveLength(2);
    const refundKey = randomUUID();
    const refund = { lines: [{ productId: gear, quantity: 2 }], reason: 'Two were not needed' };
    const refunded = await post(`/api/order/${placed.body._id}/refunds`, admin, refund, refundKey);
    const refundedAgain = await post(`/api/order/${placed.body._id}/refunds`, admin, refund, refundKey);
    expect(refunded.status).toBe(201);
    expect(refundedAgain.body.refunds).toHaveLength(1);
    expect(await stockOf(gear)).toBe(72);
  });

  it('a list saved again with its key is the same list, not "a list of that name exists"', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    await post('/api/cart/lines', bob, { lines: [{ productId, quantity: 30 }] });
    const key = randomUUID();
    const name = `Retry list ${randomUUID().slice(0, 8)}`;
    const first = await post<{ _id: string }>('/api/lists', bob, { name }, key);
    const again = await post<{ _id: string }>('/api/lists', bob, { name }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body._id).toBe(first.body._id);
  });
});
