import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { createTestProduct, stockOf } from '../support/products';

// An offer accepted in part (issue 33): the lines in stock now, or fewer units of a short line,
// into one order; the rest stays quoted, and a cancelled order gives its units back to the offer.

type Line = { productId: string; quantity: number; accepted: number };
type Quote = {
  _id: string;
  status: string;
  lines: Line[];
  orders: { _id: string; number: string | null }[];
  error?: string;
};
type Order = {
  _id: string;
  number: string;
  totalPrize: number;
  lines: { productId: string; quantity: number }[];
  error?: string;
};

let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [buyer, admin] = await Promise.all([newCustomer('quote-partial'), signedInAdmin()]);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const accept = (id: string, lines?: { productId: string; quantity: number }[]) =>
  api<Order & Quote>(`/api/quotes/${id}/accept`, {
    method: 'POST',
    cookie: buyer.cookie,
    body: { phoneNumber: '+1 555 0123', ...(lines ? { lines } : {}) },
  });
const quoteNow = async (id: string) => (await api<Quote>(`/api/quotes/${id}`, { cookie: buyer.cookie })).body;
const restock = (productId: string, units: number) =>
  withAppDb((db) =>
    db
      .collection('stock')
      .updateOne({ _id: new ObjectId(productId) }, { $inc: { onHand: units, received: units } }),
  );

describe('an offer accepted in part', () => {
  it('takes the lines in stock and what there is of a short one; the rest stays quoted until it is taken', async () => {
    const plate = await createTestProduct({ quantity: 500, priceCents: 800, name: 'Partial plate' });
    const shaft = await createTestProduct({ quantity: 40, priceCents: 2500, name: 'Partial shaft' });
    const pin = await createTestProduct({ quantity: 500, priceCents: 100, name: 'Partial pin' });
    await api('/api/cart/lines', {
      method: 'POST',
      cookie: buyer.cookie,
      body: {
        lines: [
          { productId: plate, quantity: 100 },
          { productId: shaft, quantity: 100 },
          { productId: pin, quantity: 60 },
        ],
      },
    });
    const asked = await api<Quote>('/api/cart/quote', { method: 'POST', cookie: buyer.cookie, body: {} });
    expect(asked.status).toBe(201);
    const id = asked.body._id;
    const offered = await api<Quote>(`/api/quotes/${id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { unitPrizes: [7, 20, 0.9], validUntil: day(10) },
    });
    expect(offered.status).toBe(200);

    // Whole: the short line is named with what there is, and nothing is held.
    const whole = await accept(id);
    expect(whole.status).toBe(409);
    expect(whole.body.error).toContain('100 of Partial shaft (40 in stock)');
    expect(whole.body.error).toContain('accept the other lines now');

    // The plate whole and the 40 shafts there are; the pins left for later.
    const first = await accept(id, [
      { productId: plate, quantity: 100 },
      { productId: shaft, quantity: 40 },
      { productId: pin, quantity: 0 },
    ]);
    expect(first.status).toBe(201);
    expect(first.body.lines).toMatchObject([
      { productId: plate, quantity: 100 },
      { productId: shaft, quantity: 40 },
    ]);
    // 100 × $7 + 40 × $20
    expect(first.body.totalPrize).toBe(1500);
    expect(await stockOf(shaft)).toBe(0);
    let quote = await quoteNow(id);
    expect(quote.status).toBe('offered');
    expect(quote.lines.map((line) => line.accepted)).toEqual([100, 40, 0]);
    expect(quote.orders).toEqual([{ _id: first.body._id, number: first.body.number }]);

    // No more than is left of a line, no part the quote does not have, nothing twice.
    const tooMany = await accept(id, [{ productId: shaft, quantity: 61 }]);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe('Only 60 of Partial shaft are left to accept on this offer.');
    const stranger = await accept(id, [{ productId: new ObjectId().toHexString(), quantity: 1 }]);
    expect(stranger.status).toBe(422);
    // Answered and partly ordered: the offer cannot be replaced under its orders.
    const reoffer = await api<Quote>(`/api/quotes/${id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { unitPrizes: [6, 19, 0.8], validUntil: day(10) },
    });
    expect(reoffer.status).toBe(409);

    // The pins now; then everything left once the shafts are in: the offer is accepted.
    const second = await accept(id, [{ productId: pin, quantity: 60 }]);
    expect(second.status).toBe(201);
    expect(second.body.totalPrize).toBe(54);
    await restock(shaft, 100);
    const third = await accept(id);
    expect(third.status).toBe(201);
    expect(third.body.lines).toMatchObject([{ productId: shaft, quantity: 60 }]);
    quote = await quoteNow(id);
    expect(quote.status).toBe('accepted');
    expect(quote.lines.map((line) => line.accepted)).toEqual([100, 100, 60]);
    expect(quote.orders.map((order) => order._id)).toEqual([first.body._id, second.body._id, third.body._id]);
    expect((await accept(id)).body.error).toBe('You have already accepted this offer.');

    // The first order cancelled: its units are quoted again, the others' stay ordered.
    const cancelled = await api(`/api/order/${first.body._id}`, { method: 'DELETE', cookie: buyer.cookie });
    expect(cancelled.status).toBe(200);
    quote = await quoteNow(id);
    expect(quote.status).toBe('offered');
    expect(quote.lines.map((line) => line.accepted)).toEqual([0, 60, 60]);
    expect(quote.orders.map((order) => order._id)).toEqual([second.body._id, third.body._id]);
    const again = await accept(id);
    expect(again.status).toBe(201);
    expect(again.body.lines).toMatchObject([
      { productId: plate, quantity: 100 },
      { productId: shaft, quantity: 40 },
    ]);
    expect((await quoteNow(id)).status).toBe('accepted');
  });
});
