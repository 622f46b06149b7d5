import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { confirmAndPatch, pay, startPayment } from '../support/payments';
import { startOwnApps } from '../support/own-apps';
import { createTestProduct } from '../support/products';

type Order = {
  _id: string;
  status: string;
  stock: string;
  paid: boolean;
  holdUntil: string | null;
  error?: string;
};

// Two instances of this file's own, sweeping every half second, with holds of about 2 seconds
// (a started payment may add about 2 seconds once) and a cap of 3 open orders per customer.
const HOLD_MINUTES = 0.035;
const PAYMENT_HOLD_MINUTES = 0.035;
let apps: Awaited<ReturnType<typeof startOwnApps>>;
let A: string;
let B: string;

beforeAll(async () => {
  apps = await startOwnApps(2, {
    ORDER_HOLD_MINUTES: String(HOLD_MINUTES),
    PAYMENT_HOLD_MINUTES: String(PAYMENT_HOLD_MINUTES),
    HOLD_SWEEP_SECONDS: '0.5',
    MAX_OPEN_ORDERS: '3',
  });
  [A, B] = apps.origins as [string, string];
}, 90_000);

afterAll(async () => {
  await apps?.stop();
});

const db = <T>(fn: Parameters<typeof withAppDb<T>>[0]) => withAppDb(fn, apps.dbName);
const product = (quantity: number) => createTestProduct({ quantity, dbName: apps.dbName });
const stock = (id: string) =>
  db(async (d) => (await d.collection('stock').findOne({ _id: new ObjectId(id) }))!.onHand as number);
const orderDoc = (id: string) => db((d) => d.collection('orders').findOne({ _id: new ObjectId(id) }));
const auditCount = (action: string, target: string) =>
  db((d) => d.collection('audit').countDocuments({ action, target }));

const place = (user: TestUser, productId: string, origin: string, quantity = 30) =>
  api<Order>(`/api/order/${productId}`, {
    method: 'POST',
    cookie: user.cookie,
    body: { customerName: 'Holder', phoneNumber: '555 0100', productQuantity: quantity },
    origin,
  });

const lapse = (orderId: string) =>
  db((d) =>
    d
      .collection('orders')
      .updateOne({ _id: new ObjectId(orderId) }, { $set: { holdUntil: new Date(Date.now() - 1000) } }),
  );

describe('stock holds', () => {
  it('lapse and return the stock exactly once while two instances sweep at the same moment', async () => {
    const productId = await product(300);
    const buyers = await Promise.all([1, 2, 3].map((i) => newCustomer(`holder${i}`, A)));
    const orders = await Promise.all(buyers.map((buyer, i) => place(buyer, productId, i % 2 ? A : B)));
    expect(orders.map((o) => o.status)).toEqual([201, 201, 201]);
    expect(await stock(productId)).toBe(210);
    for (const { body } of orders) expect(body).toMatchObject({ status: 'unpaid', stock: 'held' });
    // The sweeps of both instances release them; nothing else touches this part meanwhile.
    await expect.poll(() => stock(productId), { timeout: 20_000 }).toBe(300);
    for (const { body } of orders) {
      await expect.poll(async () => (await orderDoc(body._id))?.status, { timeout: 10_000 }).toBe('expired');
      expect(await auditCount('hold.released', body._id)).toBe(1);
    }
    expect(await stock(productId)).toBe(300);
    const mine = await api<Order[]>('/api/order', { cookie: buyers[0]!.cookie, origin: B });
    expect(mine.body[0]).toMatchObject({ status: 'expired', stock: 'released', holdUntil: null });
  });

  it('re-takes the stock when an expired order is paid, and refuses cleanly when it is gone', async () => {
    const productId = await product(60);
    const [late, rival] = await Promise.all([newCustomer('late', A), newCustomer('rival', A)]);
    const first = (await place(late, productId, A)).body;
    await expect.poll(async () => (await orderDoc(first._id))?.status, { timeout: 20_000 }).toBe('expired');
    expect(await stock(productId)).toBe(60);

    const paid = await pay(late, first._id, B);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paid: true, stock: 'taken' });
    expect(await stock(productId)).toBe(30);

    const second = (await place(late, productId, A)).body;
    await expect.poll(async () => (await orderDoc(second._id))?.status, { timeout: 20_000 }).toBe('expired');
    expect((await place(rival, productId, B)).status).toBe(201);
    expect(await stock(productId)).toBe(0);
    const refused = await api<{ error: string }>('/api/create-payment-intent', {
      method: 'POST',
      cookie: late.cookie,
      body: { orderId: second._id },
      origin: A,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Sorry your product not available');
    expect(await db((d) => d.collection('payment_intents').countDocuments({ orderId: second._id }))).toBe(0);
    expect((await orderDoc(second._id))?.status).toBe('expired');
  });

  it('never loses a payment confirmed after the hold was released: stock re-taken, or the order flagged', async () => {
    const productId = await product(60);
    const [buyer, rival] = await Promise.all([newCustomer('slowpay', A), newCustomer('rival2', A)]);

    // Stock still there: taken again.
    const one = (await place(buyer, productId, A)).body;
    const started = await api<{ clientSecret: string }>('/api/create-payment-intent', {
      method: 'POST',
      cookie: buyer.cookie,
      body: { orderId: one._id },
      origin: A,
    });
    await lapse(one._id);
    await expect.poll(async () => (await orderDoc(one._id))?.status, { timeout: 20_000 }).toBe('expired');
    const paidLate = await confirmAndPatch(buyer, one._id, started.body.clientSecret, B);
    expect(paidLate.body).toMatchObject({ status: 'paid', stock: 'taken' });
    expect(await stock(productId)).toBe(30);
    expect(await auditCount('payment.after_release', one._id)).toBe(1);

    // Stock gone meanwhile: paid, flagged for an admin, audited.
    const two = (await place(buyer, productId, A)).body;
    const startedTwo = await api<{ clientSecret: string }>('/api/create-payment-intent', {
      method: 'POST',
      cookie: buyer.cookie,
      body: { orderId: two._id },
      origin: A,
    });
    await lapse(two._id);
    await expect.poll(async () => (await orderDoc(two._id))?.status, { timeout: 20_000 }).toBe('expired');
    expect((await place(rival, productId, B)).status).toBe(201);
    const short = await confirmAndPatch(buyer, two._id, startedTwo.body.clientSecret, A);
    expect(short.body).toMatchObject({ status: 'paid', paid: true, stock: 'short' });
    expect(await stock(productId)).toBe(0);
    const flagged = await db((d) =>
      d.collection('audit').findOne({ action: 'payment.after_release', target: two._id }),
    );
    expect(flagged?.details).toMatchObject({ stock: 'short' });
  });

  it('a payment racing the sweep ends paid once, with the stock taken once', async () => {
    const productId = await product(100);
    const buyer = await newCustomer('racer', A);
    const order = (await place(buyer, productId, A)).body;
    const started = await api<{ clientSecret: string }>('/api/create-payment-intent', {
      method: 'POST',
      cookie: buyer.cookie,
      body: { orderId: order._id },
      origin: B,
    });
    await lapse(order._id);
    const paid = await confirmAndPatch(buyer, order._id, started.body.clientSecret, A);
    expect(paid.body).toMatchObject({ status: 'paid', paid: true });
    // Whichever came first, the sweep or the payment: 30 units sold, none held, none lost.
    await expect.poll(() => stock(productId), { timeout: 20_000 }).toBe(70);
    const doc = await db((d) => d.collection('stock').findOne({ _id: new ObjectId(productId) }));
    expect(doc?.holds ?? []).toEqual([]);
  });
});

describe('open-order cap', () => {
  it('refuses a customer a 4th unpaid order with 422, even when the orders race', async () => {
    const productId = await product(1000);
    const buyer = await newCustomer('capped', A);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => place(buyer, productId, i % 2 ? A : B)),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.error).toBe(
      'You already have 3 unpaid orders holding stock. Pay or cancel one of them before ordering more.',
    );
    expect(await stock(productId)).toBe(910);
  });
});

describe('a hold has a bound', () => {
  it('starting a payment every 0.7 s extends it once at most, and it still lapses', async () => {
    const productId = await product(100);
    const buyer = await newCustomer('renewer', A);
    const order = (await place(buyer, productId, A)).body;
    const boundMs = (HOLD_MINUTES + PAYMENT_HOLD_MINUTES) * 60_000;
    const deadline = Date.now() + 7000;
    while (Date.now() < deadline) {
      await startPayment(buyer, order._id, Date.now() % 2 ? A : B);
      const doc = await orderDoc(order._id);
      // However often it is asked, no hold reaches past its taking plus both allowances.
      if (doc?.status === 'unpaid')
        expect(doc.holdUntil.getTime() - doc.holdTakenAt.getTime()).toBeLessThanOrEqual(boundMs);
      await new Promise((resolve) => setTimeout(resolve, 700));
    }
    // It lapsed (and its units went back) while the customer kept asking.
    expect(await auditCount('hold.released', order._id)).toBeGreaterThanOrEqual(1);
    await expect.poll(() => stock(productId), { timeout: 20_000 }).toBe(100);
  });
});

describe('an order whose hold lapsed is paid as a new order', () => {
  it('is refused past the open-order cap, and takes nothing', async () => {
    const productId = await product(1000);
    const buyer = await newCustomer('revival-capped', A);
    const first = (await place(buyer, productId, A)).body;
    await lapse(first._id);
    await expect.poll(async () => (await orderDoc(first._id))?.status, { timeout: 20_000 }).toBe('expired');
    const open = await Promise.all([1, 2, 3].map(() => place(buyer, productId, B)));
    expect(open.map((o) => o.status)).toEqual([201, 201, 201]);
    // Keep those three holding stock for the length of this test.
    await db((d) =>
      d
        .collection('orders')
        .updateMany(
          { _id: { $in: open.map((o) => new ObjectId(o.body._id)) } },
          { $set: { holdUntil: new Date(Date.now() + 3_600_000) } },
        ),
    );
    const refused = await startPayment(buyer, first._id, A);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(
      'You already have 3 unpaid orders holding stock. Pay or cancel one of them before ordering more.',
    );
    expect((await orderDoc(first._id))?.status).toBe('expired');
    expect(await stock(productId)).toBe(910);
  });
});

describe('a deleted part', () => {
  it('withdraws its unpaid orders at once, cancels them (their payments too) after; one left behind cannot be paid', async () => {
    const admin = await signedInAdmin(A);
    const productId = await product(100);
    const buyer = await newCustomer('withdrawn', A);
    const order = (await place(buyer, productId, A)).body;
    const started = await startPayment(buyer, order._id, A);
    expect(started.status).toBe(200);
    expect(
      (await api(`/api/product/${productId}`, { method: 'DELETE', cookie: admin.cookie, origin: B })).status,
    ).toBe(200);
    expect((await api(`/api/order/${order._id}`, { cookie: buyer.cookie, origin: A })).status).toBe(404);
    expect((await startPayment(buyer, order._id, A)).status).toBe(404);
    // Cancelled right after the delete was answered (lib/orders/withdraw.ts), its payment first.
    await expect
      .poll(async () =>
        (await db((d) => d.collection('payment_intents').find({ orderId: order._id }).toArray())).map(
          (i) => i.status,
        ),
      )
      .toEqual(['canceled']);
    await expect.poll(async () => (await orderDoc(order._id))?.status).toBe('cancelled');

    // A crash between deleting the part and cancelling its orders: the order stays unpayable.
    const other = await product(100);
    const stranded = (await place(buyer, other, A)).body;
    await db((d) => d.collection('products').deleteOne({ _id: new ObjectId(other) }));
    const refused = await startPayment(buyer, stranded._id, B);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('This part is no longer sold, so this order cannot be paid.');
  });
});
