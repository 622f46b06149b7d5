import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { payAtStripe } from '../support/payments';
import { createTestProduct, stockOf } from '../support/products';

type Answer = Record<string, unknown> & { error?: string; fields?: Record<string, string> };

let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([newCustomer('quoter'), newCustomer('other'), signedInAdmin()]);
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const ask = (user: TestUser, body: Record<string, unknown>) =>
  api<Answer>('/api/quotes', { method: 'POST', cookie: user.cookie, body });
const answer = (user: TestUser, id: unknown, body: Record<string, unknown>) =>
  api<Answer>(`/api/quotes/${id}`, { method: 'PATCH', cookie: user.cookie, body });
const accept = (user: TestUser, id: unknown, body: Record<string, unknown> = {}) =>
  api<Answer>(`/api/quotes/${id}/accept`, { method: 'POST', cookie: user.cookie, body });
const auditOf = (id: unknown) =>
  withAppDb((db) =>
    db
      .collection('audit')
      .find({ target: String(id) })
      .sort({ at: 1, _id: 1 })
      .toArray(),
  );

/** Alice asks for 500 of a part that has 100 in stock at $12.50; the quote's id. */
async function askedQuote(stock = 100) {
  const productId = await createTestProduct({ quantity: stock, priceCents: 1250 });
  const asked = await ask(alice, {
    productId,
    quantity: 500,
    note: 'Need them for a production run',
    wantedBy: day(30),
    phoneNumber: '+1 555 0199',
  });
  expect(asked.status).toBe(201);
  return { productId, quoteId: String(asked.body._id) };
}

describe('quotes', () => {
  it('go request → offer → accept → pay, at the quoted price, each step audited', async () => {
    const { productId, quoteId } = await askedQuote(800);
    const offered = await answer(admin, quoteId, { unitPrize: 11.05, validUntil: day(7) });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({
      status: 'offered',
      unitPrize: 11.05,
      totalPrize: 5525,
      validUntil: day(7),
    });

    const mine = await api<Answer[]>('/api/quotes', { cookie: alice.cookie });
    expect(mine.body.find((q) => q._id === quoteId)).toMatchObject({ status: 'offered', quantity: 500 });

    const accepted = await accept(alice, quoteId, { poNumber: 'PO-7731' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({
      productQuantity: 500,
      unitPrize: 11.05,
      totalPrize: 5525,
      poNumber: 'PO-7731',
      phoneNumber: '+1 555 0199',
      status: 'unpaid',
    });
    expect(await stockOf(productId)).toBe(300);
    const paid = await payAtStripe(alice, String(accepted.body._id));
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', totalPrize: 5525 });

    const { body: after } = await api<Answer>(`/api/quotes/${quoteId}`, { cookie: alice.cookie });
    expect(after).toMatchObject({ status: 'accepted', orderId: accepted.body._id });
    // Accepting twice places no second order.
    expect((await accept(alice, quoteId)).status).toBe(409);
    expect((await auditOf(quoteId)).map((entry) => [entry.action, entry.actor])).toEqual([
      ['quote.request', alice.email],
      ['quote.offer', admin.email],
      ['quote.accept', alice.email],
    ]);
  });

  it('are seen by their customer and admins only; only the customer accepts; customers cannot offer', async () => {
    const { quoteId } = await askedQuote();
    const others = await api<Answer[]>('/api/quotes', { cookie: bob.cookie });
    expect(others.status).toBe(200);
    expect(others.body.some((q) => q._id === quoteId)).toBe(false);
    expect((await api(`/api/quotes/${quoteId}`, { cookie: bob.cookie })).status).toBe(404);
    const all = await api<Answer[]>('/api/quotes?limit=100', { cookie: admin.cookie });
    expect(all.body.some((q) => q._id === quoteId)).toBe(true);

    // Neither the customer nor another may make the offer.
    expect((await answer(alice, quoteId, { unitPrize: 0.01, validUntil: day(5) })).status).toBe(403);
    expect((await answer(bob, quoteId, { decline: true })).status).toBe(403);
    expect((await answer(admin, quoteId, { unitPrize: 9.5, validUntil: day(5) })).status).toBe(200);
    // Someone else's quote is not there for them; an admin is not its customer.
    expect((await accept(bob, quoteId, { phoneNumber: '+1 555 0100' })).status).toBe(404);
    expect((await accept(admin, quoteId, { phoneNumber: '+1 555 0100' })).status).toBe(403);
    expect((await api('/api/quotes', { method: 'GET' })).status).toBe(401);
  });

  it('without the stock, the acceptance says so, nothing is held and the offer stays open', async () => {
    const { productId, quoteId } = await askedQuote(100);
    await answer(admin, quoteId, { unitPrize: 10, validUntil: day(3) });
    const refused = await accept(alice, quoteId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `We do not have 500 in stock right now. Your offer stays open until ${day(3)}: try again when the stock is in.`,
    );
    expect(await stockOf(productId)).toBe(100);
    const { body } = await api<Answer>(`/api/quotes/${quoteId}`, { cookie: alice.cookie });
    expect(body.status).toBe('offered');
    // Stock arrives: now it goes through.
    await withAppDb((db) =>
      db
        .collection('stock')
        .updateOne({ _id: new ObjectId(productId) }, { $inc: { onHand: 500, received: 500 } }),
    );
    expect((await accept(alice, quoteId)).status).toBe(201);
    expect(await stockOf(productId)).toBe(100);
  });

  it('an expired offer cannot be accepted; an admin may make a new one; a declined quote is settled', async () => {
    const { productId, quoteId } = await askedQuote(1000);
    await answer(admin, quoteId, { unitPrize: 10, validUntil: day(2) });
    await withAppDb((db) =>
      db
        .collection('quotes')
        .updateOne({ _id: new ObjectId(quoteId) }, { $set: { validUntil: new Date(Date.now() - 1000) } }),
    );
    const { body } = await api<Answer>(`/api/quotes/${quoteId}`, { cookie: alice.cookie });
    expect(body.status).toBe('expired');
    const refused = await accept(alice, quoteId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^This offer expired on \d{4}-\d{2}-\d{2}\. Ask for a new quote\.$/);
    expect(await stockOf(productId)).toBe(1000);

    expect((await answer(admin, quoteId, { unitPrize: 9.75, validUntil: day(4) })).body.status).toBe(
      'offered',
    );
    const declined = await answer(admin, quoteId, { decline: true });
    expect(declined.body).toMatchObject({ status: 'declined', unitPrize: null });
    expect((await answer(admin, quoteId, { unitPrize: 9, validUntil: day(4) })).status).toBe(409);
    expect((await accept(alice, quoteId)).status).toBe(409);
    expect((await auditOf(quoteId)).map((entry) => entry.action)).toEqual([
      'quote.request',
      'quote.offer',
      'quote.offer',
      'quote.decline',
    ]);
  });

  it("refuse bad requests with the field's message and store nothing", async () => {
    const productId = await createTestProduct({ quantity: 100 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ productId, quantity: 10 }, 'quantity', 'Sorry, products cannot be ordered below this'],
      [{ productId, quantity: 'lots' }, 'quantity', 'Quantity must be a whole number'],
      [{ productId, quantity: 40, wantedBy: '2001-01-01' }, 'wantedBy', 'Wanted by cannot be in the past'],
      [
        { productId, quantity: 40, wantedBy: '2026-02-30' },
        'wantedBy',
        'Wanted by must be a date (YYYY-MM-DD)',
      ],
      [
        { productId, quantity: 40, note: 'x'.repeat(1001) },
        'note',
        'Note is too long (1000 characters at most)',
      ],
      [{ productId: 'nope', quantity: 40 }, 'productId', 'productId is not a part id'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await ask(bob, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.fields?.[field]).toBe(message);
    }
    expect((await ask(bob, { productId: new ObjectId().toHexString(), quantity: 40 })).status).toBe(404);
    const offers = [
      [{ unitPrize: -1, validUntil: day(3) }, 'unitPrize'],
      [{ unitPrize: 5, validUntil: day(-5) }, 'validUntil'],
      [{ unitPrize: 5, validUntil: day(400) }, 'validUntil'],
    ] as const;
    const { quoteId } = await askedQuote();
    for (const [body, field] of offers) {
      const refused = await answer(admin, quoteId, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.fields?.[field]).toBeTruthy();
    }
    const stored = await withAppDb((db) =>
      db.collection('quotes').countDocuments({ customerEmail: bob.email }),
    );
    expect(stored).toBe(0);
  });
});

describe('every quote reaches an end a person can act on (issue 24)', () => {
  it('an offer cannot be valid until yesterday (expired when made); today is the earliest', async () => {
    const { quoteId } = await askedQuote();
    const refused = await answer(admin, quoteId, { unitPrize: 11, validUntil: day(-1) });
    expect(refused.status).toBe(422);
    expect(refused.body.fields?.validUntil).toBe('Valid until cannot be before today (UTC)');
    const today = await answer(admin, quoteId, { unitPrize: 11, validUntil: day(0) });
    expect(today.body).toMatchObject({ status: 'offered', validUntil: day(0) });
  });

  it('keep at most 20 requests waiting per customer, even when several are sent at once', async () => {
    const carol = await newCustomer('quote-cap');
    const productId = await createTestProduct({ quantity: 100, priceCents: 1250 });
    // 19 waiting already (written straight to the database: the API allows 20 requests an hour).
    await withAppDb((db) =>
      db.collection('quotes').insertMany(
        Array.from({ length: 19 }, () => ({
          customerEmail: carol.email,
          customerName: 'Carol',
          lines: [{ productId: new ObjectId(productId), productName: 'Capped', quantity: 30 }],
          state: 'requested',
          createdAt: new Date(),
        })),
      ),
    );
    const burst = await Promise.all(
      Array.from({ length: 12 }, () => ask(carol, { productId, quantity: 30 })),
    );
    expect(burst.filter((answered) => answered.status === 201)).toHaveLength(1);
    expect(burst.filter((answered) => answered.status === 422)).toHaveLength(11);
    expect(burst.find((answered) => answered.status === 422)!.body.error).toBe(
      'You have 20 quote requests waiting for our answer. We will answer them before you ask for more.',
    );
  });

  it("shows the part's stock and list price beside a request", async () => {
    const { quoteId } = await askedQuote(100);
    const seen = await api<Answer>(`/api/quotes/${quoteId}`, { cookie: admin.cookie });
    // 500 asked, 100 in stock, $12.50 list with no volume prices.
    expect(seen.body.part).toEqual({ stock: 100, listUnitPrize: 12.5, priceSource: 'List price' });
  });

  it('when the order an acceptance placed is cancelled, the offer is open again', async () => {
    const { quoteId } = await askedQuote(800);
    await answer(admin, quoteId, { unitPrize: 11.05, validUntil: day(7) });
    const order = await accept(alice, quoteId, {});
    expect(order.status).toBe(201);
    expect(
      (await api(`/api/order/${order.body._id}`, { method: 'DELETE', cookie: alice.cookie })).status,
    ).toBe(200);
    const reopened = await api<Answer>(`/api/quotes/${quoteId}`, { cookie: alice.cookie });
    expect(reopened.body).toMatchObject({ status: 'offered', orderId: null, unitPrize: 11.05 });
    // It can be accepted again.
    expect((await accept(alice, quoteId, {})).status).toBe(201);
  });

  it("a deleted part's open requests and offers are declined with the reason", async () => {
    const { productId, quoteId } = await askedQuote();
    const second = await ask(alice, { productId, quantity: 300 });
    await answer(admin, second.body._id, { unitPrize: 10, validUntil: day(3) });
    expect((await api(`/api/product/${productId}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(
      200,
    );
    for (const id of [quoteId, second.body._id]) {
      const quote = await api<Answer>(`/api/quotes/${id}`, { cookie: alice.cookie });
      expect(quote.body).toMatchObject({
        status: 'declined',
        declineReason: 'This part is no longer sold.',
        part: null,
      });
    }
  });
});
