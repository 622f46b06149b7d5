import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_CHANGED } from '@/lib/cart/checkout';
import { BELOW_MINIMUM_MESSAGE } from '@/lib/selling/minimum';
import { ORDER_TOO_LARGE_MESSAGE } from '@/lib/selling/pricing';
import { TOO_MANY_UNITS_MESSAGE } from '@/lib/selling/quantity-rules';
import { withAppDb } from '../support/app-db';
import { newCustomer, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { payAtStripe } from '../support/payments';
import { createTestProduct, stockOf, setOnHand } from '../support/products';

// The cart (issue 26): a customer's lives on the server; checkout turns every line into one
// order, its stock held all or none; a visitor's cart is priced without being stored.

type Line = {
  productId: string;
  quantity: number;
  unitPrize: number;
  totalPrize: number;
  available: number;
  nextBreak: { minQuantity: number; prize: number; more: number } | null;
  problem: string | null;
};
type Cart = { lines: Line[]; subtotal: number; removed: number; error?: string };
type Order = {
  _id: string;
  status: string;
  totalPrize: number;
  poNumber: string | null;
  lines: { productId: string; quantity: number; unitPrize: number; totalPrize: number }[];
  error?: string;
};

let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([newCustomer('cart'), newCustomer('cart-other')]);
});

const cartOf = (user: TestUser) => api<Cart>('/api/cart', { cookie: user.cookie });
const addLines = (user: TestUser, lines: { productId: string; quantity: number }[]) =>
  api<Cart>('/api/cart/lines', { method: 'POST', cookie: user.cookie, body: { lines } });
const setLine = (user: TestUser, productId: string, quantity: unknown) =>
  api<Cart & { fields?: Record<string, string> }>(`/api/cart/lines/${productId}`, {
    method: 'PUT',
    cookie: user.cookie,
    body: { quantity },
  });
const removeLine = (user: TestUser, productId: string) =>
  api<Cart>(`/api/cart/lines/${productId}`, { method: 'DELETE', cookie: user.cookie });
const checkout = (
  user: TestUser,
  body: Record<string, unknown> = { customerName: 'Alice', phoneNumber: '+1 555 0100' },
) => api<Order>('/api/cart/checkout', { method: 'POST', cookie: user.cookie, body });
const emptyCart = async (user: TestUser) => {
  for (const line of (await cartOf(user)).body.lines) await removeLine(user, line.productId);
};

/** A part whose ladder is $10.00, 100+ at $9.00, 500+ at $8.00. */
async function ladderPart(quantity: number) {
  const productId = await createTestProduct({ quantity, priceCents: 1000 });
  await withAppDb((db) =>
    db.collection('products').updateOne(
      { _id: new ObjectId(productId) },
      {
        $set: {
          priceBreaks: [
            { minQuantity: 100, unitCents: 900 },
            { minQuantity: 500, unitCents: 800 },
          ],
        },
      },
    ),
  );
  return productId;
}

/** Units of `productId` held by unpaid orders (the books: stock + held + sold = received). */
const heldOf = (productId: string) =>
  withAppDb(async (db) => {
    const part = await db.collection('stock').findOne({ _id: new ObjectId(productId) });
    return ((part?.holds ?? []) as { quantity: number }[]).reduce((sum, hold) => sum + hold.quantity, 0);
  });

describe('the cart', () => {
  it('is for a signed-in customer only, and each sees their own', async () => {
    const productId = await createTestProduct({ quantity: 500 });
    expect((await api('/api/cart')).status).toBe(401);
    expect(
      (await api('/api/cart/lines', { method: 'POST', body: { lines: [{ productId, quantity: 30 }] } }))
        .status,
    ).toBe(401);
    expect((await api('/api/cart/checkout', { method: 'POST', body: {} })).status).toBe(401);
    await emptyCart(alice);
    expect((await addLines(alice, [{ productId, quantity: 30 }])).status).toBe(200);
    expect((await cartOf(alice)).body.lines.map((line) => line.productId)).toEqual([productId]);
    expect((await api('/api/cart/count', { cookie: alice.cookie })).body).toEqual({ count: 1 });
    expect((await api('/api/cart/count')).status).toBe(401);
    expect((await cartOf(bob)).body.lines.map((line) => line.productId)).not.toContain(productId);
  });

  it('adds quantities up, prices each line from its ladder and names the next break', async () => {
    await emptyCart(alice);
    const productId = await ladderPart(1000);
    await addLines(alice, [{ productId, quantity: 40 }]);
    const added = await addLines(alice, [
      { productId, quantity: 40 },
      { productId: new ObjectId().toHexString(), quantity: 30 }, // no such part: left out
    ]);
    expect(added.status).toBe(200);
    expect(added.body.lines).toHaveLength(1);
    expect(added.body.lines[0]).toMatchObject({
      quantity: 80,
      unitPrize: 10,
      totalPrize: 800,
      nextBreak: { minQuantity: 100, prize: 9, more: 20 },
      problem: null,
    });
    const raised = await setLine(alice, productId, 120);
    expect(raised.body.lines[0]).toMatchObject({
      unitPrize: 9,
      totalPrize: 1080,
      nextBreak: { minQuantity: 500, more: 380 },
    });
    expect(raised.body.subtotal).toBe(1080);
  });

  it("refuses a quantity the part's rules do not allow, with the purchase page's words, and keeps the line", async () => {
    await emptyCart(alice);
    const productId = await createTestProduct({ quantity: 100 });
    await addLines(alice, [{ productId, quantity: 30 }]);
    const below = await setLine(alice, productId, 10);
    expect(below.status).toBe(422);
    expect(below.body.fields?.quantity).toBe(BELOW_MINIMUM_MESSAGE);
    expect((await setLine(alice, productId, 'many')).status).toBe(422);
    expect((await setLine(alice, new ObjectId().toHexString(), 30)).status).toBe(404);
    expect((await setLine(alice, 'not-an-id', 30)).status).toBe(400);
    expect((await cartOf(alice)).body.lines).toMatchObject([{ productId, quantity: 30 }]);
    const removed = await removeLine(alice, productId);
    expect(removed.body.lines).toEqual([]);
  });

  it('prices a visitor’s cart without storing it', async () => {
    const productId = await ladderPart(1000);
    const viewed = await api<Cart>('/api/cart/view', {
      method: 'POST',
      body: {
        lines: [
          { productId, quantity: 60 },
          { productId, quantity: 60 },
        ],
      },
    });
    expect(viewed.status).toBe(200);
    expect(viewed.body.lines).toMatchObject([{ productId, quantity: 120, unitPrize: 9, totalPrize: 1080 }]);
    const bad = await api<Cart>('/api/cart/view', {
      method: 'POST',
      body: { lines: [{ productId: 'x', quantity: 1 }] },
    });
    expect(bad.status).toBe(422);
  });
});

describe('checkout', () => {
  it('places one unpaid order with every line at the server’s prices, empties the cart, and is paid once', async () => {
    await emptyCart(alice);
    const gear = await ladderPart(1000);
    const bolt = await createTestProduct({ quantity: 300, priceCents: 250 });
    await addLines(alice, [
      { productId: gear, quantity: 120 },
      { productId: bolt, quantity: 60 },
    ]);
    const placed = await checkout(alice, {
      customerName: 'Alice',
      phoneNumber: '+1 555 0100',
      poNumber: 'PO-BOM-7',
      totalPrize: 1, // ignored: totals are the server's
    });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ status: 'unpaid', totalPrize: 1080 + 150, poNumber: 'PO-BOM-7' });
    expect(placed.body.lines).toMatchObject([
      { productId: gear, quantity: 120, unitPrize: 9, totalPrize: 1080 },
      { productId: bolt, quantity: 60, unitPrize: 2.5, totalPrize: 150 },
    ]);
    expect((await cartOf(alice)).body.lines).toEqual([]);
    expect([await stockOf(gear), await heldOf(gear), await stockOf(bolt), await heldOf(bolt)]).toEqual([
      880, 120, 240, 60,
    ]);
    expect((await checkout(alice)).body.error).toBe('Your cart is empty');

    await payAtStripe(alice, placed.body._id);
    const paid = await api<Order>(`/api/order/${placed.body._id}`, { cookie: alice.cookie });
    expect(paid.body.status).toBe('paid');
    expect([await stockOf(gear), await heldOf(gear), await heldOf(bolt)]).toEqual([880, 0, 0]);
  });

  it('holds all or none: a line short of stock is named with what is available, and nothing is taken', async () => {
    await emptyCart(alice);
    const plenty = await createTestProduct({ quantity: 500 });
    const scarce = await createTestProduct({ quantity: 90, name: 'Scarce flange' });
    await addLines(alice, [
      { productId: plenty, quantity: 60 },
      { productId: scarce, quantity: 60 },
    ]);
    // Someone else buys most of the scarce part after Alice put it in her cart.
    await withAppDb((db) =>
      db
        .collection('stock')
        .updateOne({ _id: new ObjectId(scarce) }, { $inc: { onHand: -50, received: -50 } }),
    );
    const cart = await cartOf(alice);
    expect(cart.body.lines.find((line) => line.productId === scarce)).toMatchObject({ available: 40 });
    expect(cart.body.lines.find((line) => line.productId === scarce)?.problem).toMatch(/available|stock/i);
    const refused = await checkout(alice);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/Scarce flange: only 40 available$/);
    expect([
      await stockOf(plenty),
      await heldOf(plenty),
      await stockOf(scarce),
      await heldOf(scarce),
    ]).toEqual([500, 0, 40, 0]);
    expect((await cartOf(alice)).body.lines).toHaveLength(2);
  });

  // Issue 31: three checkouts of one cart at once (a double click, two tabs, a retry) placed three
  // identical orders, each holding its stock and mailed.
  it('makes one cart at most one order, however many checkouts of it race', async () => {
    const racer = await newCustomer('cart-race');
    const part = await createTestProduct({ quantity: 1000, priceCents: 300 });
    await addLines(racer, [{ productId: part, quantity: 90 }]);
    const results = await Promise.all([1, 2, 3].map(() => checkout(racer)));
    const answered = results.map((result) => result.status).sort();
    expect(answered.every((status) => status === 201 || status === 409)).toBe(true);
    const orders = await withAppDb((db) =>
      db
        .collection('orders')
        .find({ 'lines.productId': new ObjectId(part) })
        .toArray(),
    );
    expect(orders).toHaveLength(1);
    // Every 201 is the one order (a racing checkout of the same cart answers it again).
    for (const result of results.filter((r) => r.status === 201))
      expect(result.body._id).toBe(orders[0]!._id.toHexString());
    expect([await stockOf(part), await heldOf(part)]).toEqual([910, 90]);
    expect((await cartOf(racer)).body.lines).toEqual([]);
    // A retry once the cart is emptied places nothing more (telling a retry from a new intent is
    // what an idempotency key will do: issue 38).
    const retried = await checkout(racer);
    expect(retried.body.error).toBe('Your cart is empty');
  });

  it('answers 409 when the cart changed between reading it and buying it', async () => {
    const changer = await newCustomer('cart-change');
    const [first, second] = [
      await createTestProduct({ quantity: 500, priceCents: 100 }),
      await createTestProduct({ quantity: 500, priceCents: 100 }),
    ];
    await addLines(changer, [{ productId: first, quantity: 30 }]);
    // The cart changes while a checkout waits for the customer's lock (another tab adds a line):
    // the lock is held here until the checkout has read the cart (its order counter is counted
    // right after) and the line is added.
    const userId = (await withAppDb((db) => db.collection('users').findOne({ email: changer.email })))!._id;
    const lock = `order:${userId.toHexString()}`;
    await withAppDb((db) =>
      db
        .collection<{ _id: string; token: ObjectId; until: Date }>('locks')
        .insertOne({ _id: lock, token: new ObjectId(), until: new Date(Date.now() + 60_000) }),
    );
    const pending = checkout(changer);
    const counted = new RegExp(`^order:user:${userId.toHexString()}:`);
    await expect
      .poll(() => withAppDb((db) => db.collection('rate_counters').countDocuments({ _id: counted as never })))
      .toBe(1);
    await addLines(changer, [{ productId: second, quantity: 30 }]);
    await withAppDb((db) => db.collection<{ _id: string }>('locks').deleteOne({ _id: lock }));
    const refused = await pending;
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(CART_CHANGED);
    expect((await cartOf(changer)).body.lines).toHaveLength(2);
    expect([await heldOf(first), await heldOf(second)]).toEqual([0, 0]);
  });

  // Issue 31: adding a part twice (or in another letter case) made a line of 3,000,000 that
  // checked out and was quoted, while the purchase page refuses it.
  it('keeps every line within 1,000,000 units, and every order within its maximum', async () => {
    const buyer = await newCustomer('cart-ceiling');
    const bulk = await createTestProduct({ quantity: 5_000_000, priceCents: 1 });
    for (const productId of [bulk, bulk.toUpperCase(), bulk])
      expect((await addLines(buyer, [{ productId, quantity: 600_000 }])).status).toBe(200);
    const cart = await cartOf(buyer);
    expect(cart.body.lines.map((line) => [line.productId, line.quantity])).toEqual([[bulk, 1_000_000]]);
    // A cart written before the ceiling (or by hand) is refused at checkout and for a quote.
    await withAppDb((db) =>
      db.collection('carts').updateOne(
        { 'lines.productId': new ObjectId(bulk) },
        {
          $set: { 'lines.0.quantity': 3_000_000 },
        },
      ),
    );
    expect((await cartOf(buyer)).body.lines[0]!.problem).toBe(TOO_MANY_UNITS_MESSAGE);
    const refused = await checkout(buyer);
    expect([refused.status, refused.body.error]).toEqual([
      422,
      expect.stringContaining(TOO_MANY_UNITS_MESSAGE),
    ]);
    const quoted = await api<{ error: string }>('/api/cart/quote', {
      method: 'POST',
      cookie: buyer.cookie,
      body: { customerName: 'Ceiling', phoneNumber: '+1 555 0100' },
    });
    expect(quoted.status).toBe(422);
    expect(await heldOf(bulk)).toBe(0);
    await emptyCart(buyer);

    // The most an order may come to: a million units at $1,000,000 each is refused, nothing held.
    const dear = await createTestProduct({ quantity: 2_000_000, priceCents: 100_000_000 });
    await addLines(buyer, [{ productId: dear, quantity: 1_000_000 }]);
    const tooLarge = await checkout(buyer);
    expect([tooLarge.status, tooLarge.body.error]).toEqual([422, ORDER_TOO_LARGE_MESSAGE]);
    expect(await heldOf(dear)).toBe(0);
  });

  it('never oversells: 12 buyers checking out carts that share parts at once', async () => {
    const shared = await createTestProduct({ quantity: 200 });
    const scarce = await createTestProduct({ quantity: 150 });
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => newCustomer(`bom${i}`)));
    await Promise.all(
      buyers.map((buyer) =>
        addLines(buyer, [
          { productId: shared, quantity: 30 },
          { productId: scarce, quantity: 30 },
        ]),
      ),
    );
    const results = await Promise.all(buyers.map((buyer) => checkout(buyer)));
    const placed = results.filter((result) => result.status === 201).length;
    expect(results.every((result) => result.status === 201 || result.status === 409)).toBe(true);
    // Every placed order holds 30 of each; the scarce part allows at most five.
    expect(placed).toBeGreaterThan(0);
    expect(placed).toBeLessThanOrEqual(5);
    expect([await stockOf(shared), await heldOf(shared)]).toEqual([200 - 30 * placed, 30 * placed]);
    expect([await stockOf(scarce), await heldOf(scarce)]).toEqual([150 - 30 * placed, 30 * placed]);
    const orders = await withAppDb((db) =>
      db.collection('orders').countDocuments({ 'lines.productId': new ObjectId(scarce), status: 'unpaid' }),
    );
    expect(orders).toBe(placed);
  });
});

describe('order again', () => {
  it("puts a past order's lines in the cart at today's prices, and says which cannot be bought now", async () => {
    await emptyCart(alice);
    const kept = await ladderPart(1000);
    const gone = await createTestProduct({ quantity: 300, name: 'Retired bracket' });
    const scarce = await createTestProduct({ quantity: 300, name: 'Scarce spacer' });
    await addLines(alice, [
      { productId: kept, quantity: 60 },
      { productId: gone, quantity: 30 },
      { productId: scarce, quantity: 90 },
    ]);
    const placed = await checkout(alice);
    expect(placed.status).toBe(201);
    // Since then: one part is deleted, another nearly sold out, and the first one's price went up.
    await withAppDb(async (db) => {
      await db.collection('products').deleteOne({ _id: new ObjectId(gone) });
      await setOnHand(scarce, 40);
      await db.collection('products').updateOne({ _id: new ObjectId(kept) }, { $set: { priceCents: 1100 } });
    });
    const again = await api<{
      added: number;
      skipped: { name: string; reason: string }[];
      cart: Cart | null;
    }>(`/api/cart/reorder/${placed.body._id}`, { method: 'POST', cookie: alice.cookie });
    expect(again.status).toBe(200);
    expect(again.body.added).toBe(1);
    expect(again.body.skipped).toEqual([
      { name: 'Retired bracket', partNumber: expect.any(String), reason: 'This part is no longer sold' },
      {
        name: 'Scarce spacer',
        partNumber: expect.any(String),
        reason: 'Only 40 in stock (you asked for 90)',
      },
    ]);
    expect(again.body.cart?.lines).toMatchObject([{ productId: kept, quantity: 60, unitPrize: 11 }]);
    // Someone else's order is not theirs to order again.
    expect(
      (await api(`/api/cart/reorder/${placed.body._id}`, { method: 'POST', cookie: bob.cookie })).status,
    ).toBe(404);
  });
});

describe('the quick-order type-ahead', () => {
  it('suggests parts by the start of their number, ignoring case, spaces and dashes', async () => {
    const tag = new ObjectId().toHexString().slice(-6).toUpperCase();
    await createTestProduct({ quantity: 100, partNumber: `QO-${tag}-10`, name: 'Typeahead ten' });
    await createTestProduct({ quantity: 100, partNumber: `QO-${tag}-11`, name: 'Typeahead eleven' });
    await createTestProduct({ quantity: 100, partNumber: `QO-${tag}-20`, name: 'Typeahead twenty' });
    const suggest = (prefix: string) =>
      api<{ partNumber: string; name: string }[]>(
        `/api/product/suggest?prefix=${encodeURIComponent(prefix)}`,
      );
    const typed = await suggest(`qo ${tag.toLowerCase()} 1`);
    expect(typed.status).toBe(200);
    expect(typed.body.map((part) => part.partNumber)).toEqual([`QO-${tag}-10`, `QO-${tag}-11`]);
    expect((await suggest(`QO${tag}`)).body).toHaveLength(3);
    expect((await suggest('q')).body).toEqual([]);
    expect((await api(`/api/product/suggest?prefix=${'x'.repeat(81)}`)).status).toBe(422);
  });
});
