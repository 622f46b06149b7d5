import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { approvedCompany, member } from '../support/companies';
import { withAppDb } from '../support/app-db';
import { api, baseURL } from '../support/http';
import { mailTo, waitForMail } from '../support/inbox';
import { payAtStripe } from '../support/payments';
import { pdfText } from '../support/pdf-text';
import { createTestProduct } from '../support/products';
import { addTaxRate, addZone } from '../support/shipping';
import { stripeRequests } from '../support/stripe';

// Returns (issue 36): a buyer asks to return delivered units within the window; an admin approves
// (an RMA number and a label), receives (back to stock or scrapped) and pays back through the
// order's refund path, the units' tax and, when chosen, their share of shipping; each step mailed.

type Return = {
  _id: string;
  rma: string | null;
  status: string;
  lines: { productId: string; quantity: number; restocked: number | null; scrapped: number | null }[];
  refundPrize: number | null;
  error?: string;
  fields?: Record<string, string>;
};
type Order = { _id: string; number: string; status: string; totalPrize: number; refunds: { _id: string }[] };

let admin: TestUser;

const onHand = (id: string) =>
  withAppDb(
    async (db) => (await db.collection('stock').findOne({ _id: new ObjectId(id) }))!.onHand as number,
  );
const ask = (user: TestUser, orderId: string, body: Record<string, unknown>) =>
  api<Return>(`/api/order/${orderId}/returns`, { method: 'POST', cookie: user.cookie, body });
const step = (user: TestUser, returnId: string, body: Record<string, unknown>) =>
  api<Return>(`/api/returns/${returnId}`, { method: 'POST', cookie: user.cookie, body });
const pdfOf = async (user: TestUser, path: string) => {
  const answer = await fetch(`${baseURL()}${path}`, { headers: { cookie: user.cookie } });
  return {
    status: answer.status,
    text: answer.ok ? (await pdfText(Buffer.from(await answer.arrayBuffer()))).replace(/\s+/g, ' ') : '',
  };
};

/** A paid, shipped and delivered order of `lines` (part id, units) for `buyer`, with `body` at checkout. */
async function deliveredOrder(
  buyer: TestUser,
  lines: [string, number][],
  body: Record<string, unknown> = {},
) {
  await api('/api/cart/lines', {
    method: 'POST',
    cookie: buyer.cookie,
    body: { lines: lines.map(([productId, quantity]) => ({ productId, quantity })) },
  });
  const placed = await api<Order>('/api/cart/checkout', {
    method: 'POST',
    cookie: buyer.cookie,
    body: { customerName: 'Rhea', phoneNumber: '+1 555 0100', ...body },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  // An order on account is confirmed without a payment.
  if (!body.payOnAccount) expect((await payAtStripe(buyer, placed.body._id)).status).toBe(200);
  // Not delivered yet: nothing can be returned.
  const early = await ask(buyer, placed.body._id, {
    lines: [{ part: lines[0]![0], quantity: 1 }],
    reason: 'damaged',
  });
  expect(early.status).toBe(409);
  expect(
    (await api(`/api/order/${placed.body._id}/ship`, { method: 'POST', cookie: admin.cookie })).status,
  ).toBe(200);
  expect(
    (await api(`/api/order/${placed.body._id}/delivered`, { method: 'POST', cookie: buyer.cookie })).status,
  ).toBe(200);
  return placed.body;
}

beforeAll(async () => {
  admin = await signedInAdmin();
  await addZone(admin, {
    name: 'Montana',
    areas: [{ country: 'US', regions: ['MT'] }],
    methods: [{ name: 'MT freight', kind: 'flat', price: 20 }],
  });
  await addTaxRate(admin, { country: 'US', region: 'MT', taxClass: 'standard', rate: 5 });
});

describe('returns', () => {
  it('goes requested → approved (RMA, label) → received → refunded, each step mailed, its good units back on hand', async () => {
    const buyer = await newCustomer('returns-card');
    const gear = await createTestProduct({
      quantity: 500,
      priceCents: 1000,
      partNumber: 'RT-GEAR-40',
      name: 'Return gear',
    });
    const pin = await createTestProduct({ quantity: 500, priceCents: 250 });
    const saved = await api<{ _id: string }[]>('/api/addresses', {
      method: 'POST',
      cookie: buyer.cookie,
      body: {
        label: 'Helena plant',
        line1: '1 Mill Street',
        city: 'Helena',
        postalCode: '59601',
        region: 'MT',
        country: 'US',
      },
    });
    expect(saved.status).toBe(201);
    // 400.00 + 150.00; freight 20.00; 5 % of each line and of the freight: 20.00 + 7.50 + 1.00.
    const order = await deliveredOrder(
      buyer,
      [
        [gear, 40],
        [pin, 60],
      ],
      { addressId: saved.body[0]!._id, seenTotal: 598.5 },
    );
    expect(order.totalPrize).toBe(598.5);

    // The same paste as quick order: a part number as typed, a part by id; too many is refused whole.
    const over = await ask(buyer, order._id, {
      lines: [
        { part: 'rt gear 40', quantity: 10 },
        { part: pin, quantity: 61 },
      ],
      reason: 'damaged',
    });
    expect(over.status).toBe(422);
    expect(over.body.fields?.lines).toMatch(/^Line 2: .*only 60 can be returned/);
    const asked = await ask(buyer, order._id, {
      lines: [
        { part: 'rt gear 40', quantity: 10 },
        { part: pin, quantity: 20 },
      ],
      reason: 'damaged',
      note: 'Crushed box',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ status: 'requested', rma: null });
    const id = asked.body._id;

    // Only the store approves; nobody else sees it; no label before approval.
    expect((await step(buyer, id, { step: 'approve' })).status).toBe(403);
    const stranger = await newCustomer('returns-stranger');
    expect((await step(stranger, id, { step: 'cancel' })).status).toBe(404);
    expect((await pdfOf(buyer, `/api/returns/${id}/label`)).status).toBe(404);
    const approved = await step(admin, id, { step: 'approve' });
    expect(approved.body.status).toBe('approved');
    expect(approved.body.rma).toMatch(/^RMA-\d{6}$/);
    const rma = approved.body.rma!;
    expect((await step(admin, id, { step: 'approve' })).status).toBe(409);

    const label = await pdfOf(buyer, `/api/returns/${id}/label`);
    expect(label.status).toBe(200);
    for (const printed of [
      rma,
      `Order ${order.number}`,
      'Helena',
      `Write ${rma} on the outside`,
      '10 × ',
      '20 × ',
    ])
      expect(label.text).toContain(printed);
    expect((await pdfOf(stranger, `/api/returns/${id}/label`)).status).toBe(404);

    // Received: 8 gears good, 2 scrapped; every pin good. Each good unit back on hand once.
    const [gearBefore, pinBefore] = [await onHand(gear), await onHand(pin)];
    const short = await step(admin, id, {
      step: 'receive',
      lines: [
        { productId: gear, restock: 8, scrap: 1 },
        { productId: pin, restock: 20, scrap: 0 },
      ],
    });
    expect(short.status).toBe(422);
    const received = await step(admin, id, {
      step: 'receive',
      lines: [
        { productId: gear, restock: 8, scrap: 2 },
        { productId: pin, restock: 20, scrap: 0 },
      ],
    });
    expect(received.body.status).toBe('received');
    expect(await onHand(gear)).toBe(gearBefore + 8);
    expect(await onHand(pin)).toBe(pinBefore + 20);

    // Paid back with the freight share: 100.00 + 5.00 tax, 50.00 + 2.50 tax, and 21.00 × 150/550 = 5.72.
    const refunded = await step(admin, id, { step: 'refund', withShipping: true });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', refundPrize: 163.22 });
    const atStripe = (await stripeRequests()).filter(
      (request) =>
        request.path === '/v1/refunds' &&
        (request.body.metadata as Record<string, string>)?.orderId === order._id,
    );
    expect(atStripe.map((request) => request.body.amount)).toEqual(['16322']);
    expect(await onHand(gear)).toBe(gearBefore + 8);
    // The order's refund: its units returned, not cancelled (nothing is left to ship).
    const after = await api<Order & { refundablePrize: number; lines: { toShipQuantity: number }[] }>(
      `/api/order/${order._id}`,
      { cookie: buyer.cookie },
    );
    expect(after.body.refundablePrize).toBe(435.28);
    expect(after.body.lines.map((line) => line.toShipQuantity)).toEqual([0, 0]);
    const note = await pdfOf(buyer, `/api/order/${order._id}/credit-notes/${after.body.refunds[0]!._id}`);
    for (const printed of [
      '(returned) 10 $10.00 5 % $5.00 $100.00',
      '(returned) 20 $2.50 5 % $2.50 $50.00',
      'Shipping: the returned units’ share 1 $5.72 — $5.72',
      'Subtotal $155.72 Tax $7.50',
    ])
      expect(note.text).toContain(printed);
    // The text layer may read the total's point as another glyph ("$163!22"): its digits are what count.
    expect(note.text).toMatch(/Credit \(USD\) \$163\D22/);

    // Each step mailed once: requested, approved, received, refunded (after placed, paid and shipped;
    // the buyer confirmed receipt themselves).
    const mails = await waitForMail(buyer.email, 7);
    expect(
      mails
        .map((mail) => mail.subject)
        .filter((subject) => subject.startsWith('Return '))
        .sort(),
    ).toEqual(
      [
        `Return requested: ${order.number}`,
        `Return approved: ${rma} · ${order.number}`,
        `Return received: ${rma} · ${order.number}`,
        `Return ${rma} refunded: ${order.number} · Return gear and 1 more part`,
      ].sort(),
    );
  });

  it('lets 10 requests sent at once return no more than was delivered', async () => {
    const buyer = await newCustomer('returns-race');
    const part = await createTestProduct({ quantity: 500 });
    const order = await deliveredOrder(buyer, [[part, 30]]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        ask(buyer, order._id, { lines: [{ part, quantity: 4 }], reason: 'not-needed' }),
      ),
    );
    // 30 delivered, 4 each: 7 pass, 3 are refused; none waited out.
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array(7).fill(201),
      ...Array(3).fill(422),
    ]);
    const listed = await api<{ returns: Return[]; mayRequest: boolean; returnable: { units: number }[] }>(
      `/api/order/${order._id}/returns`,
      { cookie: buyer.cookie },
    );
    expect(listed.body.returns.reduce((sum, one) => sum + one.lines[0]!.quantity, 0)).toBe(28);
    expect(listed.body.returnable).toMatchObject([{ units: 2 }]);
  });

  it('frees a rejected or cancelled return’s units, and refuses a return after the window', async () => {
    const buyer = await newCustomer('returns-window');
    const part = await createTestProduct({ quantity: 500 });
    const order = await deliveredOrder(buyer, [[part, 30]]);
    const first = await ask(buyer, order._id, { lines: [{ part, quantity: 30 }], reason: 'defective' });
    expect(first.status).toBe(201);
    expect(
      (await ask(buyer, order._id, { lines: [{ part, quantity: 1 }], reason: 'defective' })).status,
    ).toBe(422);
    expect(
      (await step(admin, first.body._id, { step: 'reject', reason: 'Used parts are not taken back' })).body
        .status,
    ).toBe('rejected');
    const second = await ask(buyer, order._id, { lines: [{ part, quantity: 30 }], reason: 'defective' });
    expect(second.status).toBe(201);
    expect((await step(admin, second.body._id, { step: 'approve' })).body.status).toBe('approved');
    expect((await step(buyer, second.body._id, { step: 'cancel' })).body.status).toBe('cancelled');
    expect(
      (
        await step(admin, second.body._id, {
          step: 'receive',
          lines: [{ productId: part, restock: 30, scrap: 0 }],
        })
      ).status,
    ).toBe(409);
    const mails = (await waitForMail(buyer.email, 8)).map((mail) => mail.subject);
    expect(mails.filter((subject) => subject.startsWith('Return not accepted'))).toHaveLength(1);
    expect(mails.filter((subject) => subject.startsWith('Return cancelled'))).toHaveLength(1);

    // Delivered 31 days ago (the window is 30): refused, naming the window.
    await withAppDb((db) =>
      db
        .collection('orders')
        .updateOne(
          { _id: new ObjectId(order._id) },
          { $set: { deliveredAt: new Date(Date.now() - 31 * 24 * 60 * 60 * 1000) } },
        ),
    );
    const late = await ask(buyer, order._id, { lines: [{ part, quantity: 1 }], reason: 'defective' });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/^Returns are accepted for 30 days after delivery/);
    expect((await mailTo(buyer.email)).length).toBe(8);
  });

  it('credits a return of an order on account to the company’s account: a credit note, nothing to a card', async () => {
    const company = await approvedCompany('returns-account');
    const buyer = await member(company, ['buyer'], 'returns-account-buyer');
    const terms = await api(`/api/companies/${company.id}/terms`, {
      method: 'PUT',
      cookie: admin.cookie,
      body: { terms: 'net30', creditLimit: 5000 },
    });
    expect(terms.status).toBe(200);
    const part = await createTestProduct({ quantity: 500, priceCents: 2000 });
    const order = await deliveredOrder(buyer, [[part, 40]], { payOnAccount: true, poNumber: 'PO-RMA-1' });
    const asked = await ask(buyer, order._id, { lines: [{ part, quantity: 5 }], reason: 'wrong-part' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect((await step(admin, asked.body._id, { step: 'approve' })).status).toBe(200);
    const received = await step(admin, asked.body._id, {
      step: 'receive',
      lines: [{ productId: part, restock: 5, scrap: 0 }],
    });
    expect(received.body.status).toBe('received');
    const credited = await step(admin, asked.body._id, { step: 'refund', withShipping: false });
    expect(credited.body).toMatchObject({ status: 'credited', refundPrize: 100 });
    const notes = await withAppDb((db) =>
      db
        .collection('ledger_entries')
        .find({ companyId: new ObjectId(company.id), kind: 'credit-note' })
        .toArray(),
    );
    expect(notes.map((note) => note.amountCents)).toEqual([-10_000]);
    const atStripe = (await stripeRequests()).filter(
      (request) =>
        request.path === '/v1/refunds' &&
        (request.body.metadata as Record<string, string>)?.orderId === order._id,
    );
    expect(atStripe).toEqual([]);
  });
});
