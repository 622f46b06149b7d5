import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { createTestProduct, stockOf } from '../support/products';

type Answer = Record<string, unknown> & { error?: string; fields?: Record<string, string> };

let alice: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [alice, admin] = await Promise.all([newCustomer('volume'), signedInAdmin()]);
});

const valid = { customerName: 'Alice Buyer', phoneNumber: '+1 555 0100' };
const order = (productId: string, body: Record<string, unknown>) =>
  api<Answer>(`/api/order/${productId}`, {
    method: 'POST',
    cookie: alice.cookie,
    body: { ...valid, ...body },
  });
const edit = (productId: string, body: Record<string, unknown>) =>
  api<Answer>(`/api/product/${productId}`, { method: 'PATCH', cookie: admin.cookie, body });

/** A part at $18.50 with 100+ $17.20 and 500+ $15.90, sold in packs of 10 from 50. */
async function ladderPart(quantity = 2000) {
  const productId = await createTestProduct({ quantity, priceCents: 1850 });
  const { status } = await edit(productId, {
    minimumQuantity: 50,
    quantityStep: 10,
    priceBreaks: [
      { minQuantity: 100, prize: 17.2 },
      { minQuantity: 500, prize: 15.9 },
    ],
  });
  expect(status).toBe(200);
  return productId;
}

describe('volume price breaks and quantity rules', () => {
  it('are answered with the part by GET /api/product/{id}', async () => {
    const productId = await ladderPart();
    const { body } = await api<Answer[]>(`/api/product/${productId}`);
    expect(body[0]).toMatchObject({
      prize: 18.5,
      minimumQuantity: 50,
      quantityStep: 10,
      priceBreaks: [
        { minQuantity: 100, prize: 17.2 },
        { minQuantity: 500, prize: 15.9 },
      ],
    });
  });

  it('charge the rung the quantity reaches, whatever total the client sends, and keep the unit price', async () => {
    const productId = await ladderPart();
    for (const [quantity, unitPrize, totalPrize] of [
      [90, 18.5, 1665],
      [100, 17.2, 1720],
      [500, 15.9, 7950],
    ] as const) {
      const { status, body } = await order(productId, { productQuantity: quantity, totalPrize: 0.01 });
      expect(status).toBe(201);
      expect(body).toMatchObject({ productQuantity: quantity, unitPrize, totalPrize });
      const stored = await withAppDb((db) =>
        db.collection('orders').findOne({ _id: new ObjectId(String(body._id)) }),
      );
      expect(stored?.lines).toMatchObject([{ unitPriceCents: Math.round(unitPrize * 100) }]);
    }
    expect(await stockOf(productId)).toBe(2000 - 90 - 100 - 500);
  });

  it("refuse a quantity below the part's minimum or off its pack, saying why, and take no stock", async () => {
    const productId = await ladderPart();
    const below = await order(productId, { productQuantity: 40 });
    expect(below.status).toBe(422);
    expect(below.body.fields?.productQuantity).toBe('Sorry, products cannot be ordered below this');
    const offStep = await order(productId, { productQuantity: 95 });
    expect(offStep.status).toBe(422);
    expect(offStep.body.fields?.productQuantity).toBe(
      'Sorry, this part is sold in packs of 10: order a multiple of 10',
    );
    expect(await stockOf(productId)).toBe(2000);
  });

  it('keep the spec rule for parts without their own: 30 at least, any whole number', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    expect((await order(productId, { productQuantity: 29 })).status).toBe(422);
    expect((await order(productId, { productQuantity: 31 })).status).toBe(201);
  });

  it('are saved only when they hold together, and price changes are audited from → to', async () => {
    const productId = await ladderPart();
    for (const body of [
      { priceBreaks: [{ minQuantity: 40, prize: 17 }] },
      { priceBreaks: [{ minQuantity: 100, prize: 19 }] },
      {
        priceBreaks: [
          { minQuantity: 500, prize: 15 },
          { minQuantity: 100, prize: 17 },
        ],
      },
      { priceBreaks: [100, 200, 300, 400, 500, 600].map((q, i) => ({ minQuantity: q, prize: 18 - i })) },
      { quantityStep: 30 },
    ]) {
      const { status, body: answer } = await edit(productId, body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(answer.error).toBeTruthy();
    }
    const { status } = await edit(productId, { prize: 19, priceBreaks: [{ minQuantity: 200, prize: 16 }] });
    expect(status).toBe(200);
    const audit = await withAppDb((db) =>
      db.collection('audit').find({ action: 'product.edit', target: productId }).sort({ _id: -1 }).next(),
    );
    expect(audit?.details).toMatchObject({
      priceCents: { from: 1850, to: 1900 },
      priceBreaks: {
        from: [
          { minQuantity: 100, unitCents: 1720 },
          { minQuantity: 500, unitCents: 1590 },
        ],
        to: [{ minQuantity: 200, unitCents: 1600 }],
      },
    });
  });

  it('are set when a part is added', async () => {
    const { status, body } = await api<Answer>('/api/addproduct', {
      method: 'POST',
      cookie: admin.cookie,
      body: {
        name: 'Laddered coupling',
        description: 'Sold by the box.',
        quantity: 500,
        prize: 4.5,
        img: '/images/parts/hex-bolt.webp',
        minimumQuantity: 20,
        quantityStep: 20,
        priceBreaks: [{ minQuantity: 200, prize: 4 }],
      },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      minimumQuantity: 20,
      quantityStep: 20,
      priceBreaks: [{ minQuantity: 200, prize: 4 }],
    });
    const refused = await api<Answer>('/api/addproduct', {
      method: 'POST',
      cookie: admin.cookie,
      body: { ...body, _id: undefined, minimumQuantity: 30, quantityStep: 20 },
    });
    expect(refused.status).toBe(422);
  });
});

describe('purchase-order numbers', () => {
  it('are kept on the order, answered with it and written in the CSV export', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    const { status, body } = await order(productId, { productQuantity: 30, poNumber: ' PO-2026/0417 ' });
    expect(status).toBe(201);
    expect(body.poNumber).toBe('PO-2026/0417');
    const mine = await api<Answer[]>(
      `/api/order?customerEmail=${encodeURIComponent(alice.email)}&limit=100`,
      {
        cookie: alice.cookie,
      },
    );
    expect(mine.body.find((row) => row._id === body._id)?.poNumber).toBe('PO-2026/0417');
    const csv = await fetch(
      `${baseURL()}/api/orders/export?customerEmail=${encodeURIComponent(alice.email)}`,
      {
        headers: { Cookie: admin.cookie },
      },
    );
    expect(await csv.text()).toContain('PO-2026/0417');
  });

  it('are optional, and refused over 40 characters or with markup', async () => {
    const productId = await createTestProduct({ quantity: 100 });
    const none = await order(productId, { productQuantity: 30 });
    expect(none.body.poNumber).toBeNull();
    for (const poNumber of ['x'.repeat(41), '<script>']) {
      const refused = await order(productId, { productQuantity: 30, poNumber });
      expect(refused.status).toBe(422);
      expect(refused.body.fields?.poNumber).toBeTruthy();
    }
    expect(await stockOf(productId)).toBe(70);
  });
});

describe('two edits of one part at once', () => {
  it('never store volume prices that do not fall below the base price (each save checked against what it was checked with)', async () => {
    for (let race = 0; race < 20; race += 1) {
      // $10 with no breaks. One admin adds 100+ at $4 (fine at $10); the other lowers the price to
      // $3 (fine with no breaks). Both together would sell 100 for more than 99.
      const productId = await createTestProduct({ quantity: 500, priceCents: 1000 });
      const [breaks, price] = await Promise.all([
        edit(productId, { priceBreaks: [{ minQuantity: 100, prize: 4 }] }),
        edit(productId, { prize: 3 }),
      ]);
      expect([breaks.status, price.status].sort()).toContain(200);
      for (const answer of [breaks, price]) expect([200, 409, 422]).toContain(answer.status);
      const stored = await withAppDb((db) =>
        db.collection('products').findOne({ _id: new ObjectId(productId) }),
      );
      const rungs = (stored!.priceBreaks ?? []) as { unitCents: number }[];
      for (const rung of rungs) expect(rung.unitCents).toBeLessThan(stored!.priceCents);
    }
  });
});
