import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { pdfText } from '../support/pdf-text';
import { createTestProduct, stockOf } from '../support/products';

// "Request a quote for this cart" (issue 26): one quote with every line of the cart, a price per
// line from the admin, accepted into one order with every line at its quoted price.

type Line = { productId: string; quantity: number; unitPrize: number | null; totalPrize: number | null };
type Quote = {
  _id: string;
  number: string;
  status: string;
  productName: string;
  quantity: number;
  unitPrize: number | null;
  totalPrize: number | null;
  lines: Line[];
  error?: string;
  fields?: Record<string, string>;
};
type Order = { _id: string; totalPrize: number; lines: Line[]; error?: string };

let erin: TestUser;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [erin, admin, stranger] = await Promise.all([
    newCustomer('cart-quote'),
    signedInAdmin(),
    newCustomer('cart-quote-stranger'),
  ]);
});

const quotePdf = (id: string, cookie: string) =>
  fetch(`${baseURL()}/api/quotes/${id}/pdf`, { headers: { cookie } });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const askForCart = (user: TestUser, body: Record<string, unknown> = {}) =>
  api<Quote>('/api/cart/quote', { method: 'POST', cookie: user.cookie, body });
const answer = (id: string, body: Record<string, unknown>) =>
  api<Quote>(`/api/quotes/${id}`, { method: 'PATCH', cookie: admin.cookie, body });
const accept = (id: string) =>
  api<Order & Quote>(`/api/quotes/${id}/accept`, {
    method: 'POST',
    cookie: erin.cookie,
    body: { phoneNumber: '+1 555 0123', poNumber: 'PO-CART-1' },
  });

describe('a quote for a cart', () => {
  it('asks for every line, takes a price per line, and is accepted into one order of every line', async () => {
    const plate = await createTestProduct({ quantity: 500, priceCents: 800, name: 'Quote plate' });
    const shaft = await createTestProduct({ quantity: 40, priceCents: 2500, name: 'Quote shaft' });
    // More shafts than are in stock: the cart shows the line short, and a quote is the way on.
    await api('/api/cart/lines', {
      method: 'POST',
      cookie: erin.cookie,
      body: {
        lines: [
          { productId: plate, quantity: 200 },
          { productId: shaft, quantity: 100 },
        ],
      },
    });

    const asked = await askForCart(erin, { note: 'Line 3 rebuild', wantedBy: day(20) });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      status: 'requested',
      productName: 'Quote plate and 1 more part',
      quantity: 300,
      unitPrize: null,
      totalPrize: null,
      lines: [
        { productId: plate, quantity: 200, unitPrize: null },
        { productId: shaft, quantity: 100, unitPrize: null },
      ],
    });
    // Numbered from the start (issue 33); no PDF before an offer.
    expect(asked.body.number).toMatch(/^Q-\d{6}$/);
    expect((await quotePdf(asked.body._id, erin.cookie)).status).toBe(409);
    // The cart stays as it was.
    expect((await api<{ lines: unknown[] }>('/api/cart', { cookie: erin.cookie })).body.lines).toHaveLength(
      2,
    );

    // One price for two lines is refused, naming what is wanted; one per line is taken.
    const one = await answer(asked.body._id, { unitPrize: 7, validUntil: day(10) });
    expect(one.status).toBe(422);
    expect(one.body.error).toBe('This quote has 2 lines: send a unit price for each, in their order');
    const offered = await answer(asked.body._id, { unitPrizes: [7.25, 22], validUntil: day(10) });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({
      status: 'offered',
      unitPrize: null,
      totalPrize: 200 * 7.25 + 100 * 22,
      lines: [
        { unitPrize: 7.25, totalPrize: 1450 },
        { unitPrize: 22, totalPrize: 2200 },
      ],
    });

    // The offer as a PDF to attach to a purchase order: its customer and admins, nobody else.
    const pdf = await quotePdf(asked.body._id, erin.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename=${asked.body.number}.pdf`);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const expected of [
      `Quote number: ${asked.body.number}`,
      'Quote plate',
      'Quote shaft',
      '$7.25',
      '$3,650.00',
      `Valid until: ${day(10)}`,
    ])
      expect(text).toContain(expected);
    expect((await quotePdf(asked.body._id, admin.cookie)).status).toBe(200);
    expect((await quotePdf(asked.body._id, stranger.cookie)).status).toBe(404);

    // 100 shafts are not in stock: nothing is held, the offer stays open, the line is named with what there is.
    const short = await accept(asked.body._id);
    expect(short.status).toBe(409);
    expect(short.body.error).toMatch(
      /^We do not have enough in stock right now for this line: 100 of Quote shaft \(40 in stock\)\. Your offer stays open until /,
    );
    expect(await stockOf(plate)).toBe(500);
    expect(await stockOf(shaft)).toBe(40);

    await withAppDb((db) =>
      db
        .collection('stock')
        .updateOne({ _id: new ObjectId(shaft) }, { $inc: { onHand: 100, received: 100 } }),
    );
    const placed = await accept(asked.body._id);
    expect(placed.status).toBe(201);
    expect(placed.body.totalPrize).toBe(3650);
    expect(placed.body.lines).toMatchObject([
      { productId: plate, quantity: 200, unitPrize: 7.25, totalPrize: 1450 },
      { productId: shaft, quantity: 100, unitPrize: 22, totalPrize: 2200 },
    ]);
    expect(await stockOf(plate)).toBe(300);
    expect(await stockOf(shaft)).toBe(40);
    const settled = await api<Quote>(`/api/quotes/${asked.body._id}`, { cookie: erin.cookie });
    expect(settled.body.status).toBe('accepted');
  });

  it('refuses an empty cart, and needs a signed-in customer', async () => {
    const empty = await newCustomer('cart-quote-empty');
    const refused = await askForCart(empty);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Your cart is empty: add parts to ask for a quote');
    expect((await api('/api/cart/quote', { method: 'POST', body: {} })).status).toBe(401);
  });
});
