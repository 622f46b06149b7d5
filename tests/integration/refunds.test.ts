import { ObjectId } from 'mongodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDoc } from '@/lib/orders/store/orders';
import { withAppDb } from '../support/app-db';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api, baseURL } from '../support/http';
import { linkIn, mailTo, waitForMail } from '../support/inbox';
import { payAtStripe } from '../support/payments';
import { pdfText } from '../support/pdf-text';
import { createTestProduct, stockOf } from '../support/products';
import {
  refundAtStripe,
  refundUpdatedEvent,
  setRefundStatusAtStripe,
  settleRefundAtStripe,
  signedEvent,
  stripeRequests,
} from '../support/stripe';

// Refunds (issue 27): an admin gives money back for a paid order, cancelling unshipped units
// (they return to stock) or none, through the gateway (Stripe's stand-in here, at its network
// boundary) with an idempotency key; never more than was paid less what was refunded, whatever
// races; each recorded by a credit note with its own gapless numbers, and mailed.

type Line = {
  productId: string;
  quantity: number;
  shippedQuantity: number;
  cancelledQuantity: number;
  toShipQuantity: number;
};
type Refund = {
  _id: string;
  amount: number;
  status: string;
  creditNote: string | null;
  lines: { quantity: number }[];
};
type Order = {
  _id: string;
  number: string;
  status: string;
  totalPrize: number;
  lines: Line[];
  refunds: Refund[];
  refundedPrize: number;
  refundablePrize: number;
  error?: string;
  fields?: Record<string, string>;
};

let admin: TestUser;

beforeAll(async () => {
  admin = await signedInAdmin();
});

const refund = (orderId: string, body: Record<string, unknown>, cookie = admin.cookie) =>
  api<Order>(`/api/order/${orderId}/refunds`, { method: 'POST', cookie, body });
const ship = (orderId: string, lines: { productId: string; quantity: number }[]) =>
  api<Order>(`/api/order/${orderId}/shipments`, {
    method: 'POST',
    cookie: admin.cookie,
    body: { lines, carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
  });
const creditNote = (orderId: string, refundId: string, cookie: string) =>
  fetch(`${baseURL()}/api/order/${orderId}/credit-notes/${refundId}`, { headers: { cookie } });

/** A paid order of these parts ({ name: quantity }), each $2.50 a unit, through the cart and Stripe. */
async function paidOrder(user: TestUser, parts: Record<string, number>) {
  const ids: Record<string, string> = {};
  for (const name of Object.keys(parts))
    ids[name] = await createTestProduct({ quantity: 500, name, priceCents: 250 });
  await api('/api/cart/lines', {
    method: 'POST',
    cookie: user.cookie,
    body: { lines: Object.entries(parts).map(([name, quantity]) => ({ productId: ids[name], quantity })) },
  });
  const placed = await api<Order>('/api/cart/checkout', {
    method: 'POST',
    cookie: user.cookie,
    body: { customerName: 'Rita', phoneNumber: '+1 555 0100' },
  });
  expect(placed.status).toBe(201);
  expect((await payAtStripe(user, placed.body._id)).status).toBe(200);
  return { orderId: placed.body._id, ids };
}

describe('refunds', () => {
  it('ship in two, then cancel what is left with a refund: stock back, credit note, mail', async () => {
    const rita = await newCustomer('refunds');
    const { orderId, ids } = await paidOrder(rita, {
      'Refund gear': 100,
      'Refund bracket': 40,
      'Refund nut': 50,
    });
    expect((await ship(orderId, [{ productId: ids['Refund gear']!, quantity: 100 }])).body.status).toBe(
      'partially_shipped',
    );
    await ship(orderId, [{ productId: ids['Refund bracket']!, quantity: 20 }]);
    const stockBefore = await stockOf(ids['Refund nut']!);

    // Cancel 20 brackets and every nut: nothing is left to send, so the order is shipped.
    const done = await refund(orderId, {
      lines: [
        { productId: ids['Refund bracket'], quantity: 20 },
        { productId: ids['Refund nut'], quantity: 50 },
      ],
      reason: 'Out of production',
    });
    expect(done.status).toBe(201);
    expect(done.body.status).toBe('shipped');
    expect(
      done.body.lines.map((line) => [line.shippedQuantity, line.cancelledQuantity, line.toShipQuantity]),
    ).toEqual([
      [100, 0, 0],
      [20, 20, 0],
      [0, 50, 0],
    ]);
    const [made] = done.body.refunds;
    // Without an amount, the cancelled units' worth: 70 × $2.50.
    expect(made).toMatchObject({
      amount: 175,
      status: 'succeeded',
      lines: [{ quantity: 20 }, { quantity: 50 }],
    });
    expect(made!.creditNote).toMatch(/^CN-\d{6}$/);
    expect(done.body.refundedPrize).toBe(175);
    expect(done.body.refundablePrize).toBe(done.body.totalPrize - 175);
    expect(await stockOf(ids['Refund nut']!)).toBe(stockBefore! + 50);

    // Stripe was asked once, with the refund's own idempotency key and the order in its metadata.
    const asked = (await stripeRequests()).filter(
      (r) =>
        r.path === '/v1/refunds' &&
        r.body.metadata &&
        (r.body.metadata as Record<string, string>).orderId === orderId,
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.idempotencyKey).toBe(`refund-${made!._id}`);
    expect(asked[0]!.body.amount).toBe('17500');

    const mails = await waitForMail(rita.email, 5);
    // The outbox sends in no set order: the refund's mail is found by its subject.
    const refunded = mails.find(
      (mail) => mail.subject === `Refund of $175.00: ${done.body.number} · Refund gear and 2 more parts`,
    )!;
    expect(refunded).toBeDefined();
    // The amount and the reason each on a line of their own (issue 33).
    expect(refunded.text).toContain(
      'We have refunded the card you paid with.\nAmount refunded: $175.00\nReason: Out of production\n',
    );
    expect(refunded.text).toContain('Cancelled before shipping:\n20 × Refund bracket\n50 × Refund nut');
    expect(refunded.text).toContain(`Credit note ${made!.creditNote} records the refund`);
    // The mail's link opens the order's own page (issue 33).
    expect(new URL(linkIn(refunded)).pathname).toBe(`/dashboard/order/${done.body.number}`);

    // The customer downloads the credit note; it names the invoice it credits; nobody else gets it.
    const pdf = await creditNote(orderId, made!._id, rita.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename=${made!.creditNote}.pdf`);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain(`Credit note number: ${made!.creditNote}`);
    expect(text).toMatch(/Credits invoice: INV-\d{6}/);
    expect(text).toContain('$175.00');
    const stranger = await newCustomer('refunds-stranger');
    expect((await creditNote(orderId, made!._id, stranger.cookie)).status).toBe(404);
    // The same credit note every time.
    expect((await creditNote(orderId, made!._id, admin.cookie)).headers.get('content-disposition')).toBe(
      `attachment; filename=${made!.creditNote}.pdf`,
    );
  });

  it('never gives back more than was paid less what was refunded, however many ask at once', async () => {
    const user = await newCustomer('refunds-race');
    const { orderId } = await paidOrder(user, { 'Race gear': 40 }); // $100.00
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refund(orderId, { amount: 40, reason: 'Goodwill' })),
    );
    const made = answers.filter((answer) => answer.status === 201);
    // Each refund expects the refunds it read: the losers are told the order changed, or what is left.
    expect(answers.every((answer) => [201, 409, 422].includes(answer.status))).toBe(true);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.length).toBeLessThanOrEqual(2);
    const after = await api<Order>(`/api/order/${orderId}`, { cookie: admin.cookie });
    expect(after.body.refundedPrize).toBe(40 * made.length);
    expect(after.body.refunds.every((r) => r.status === 'succeeded')).toBe(true);

    const tooMuch = await refund(orderId, { amount: 100 - 40 * made.length + 0.01, reason: 'Too much' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.fields?.amount).toBe(
      `At most $${(100 - 40 * made.length).toFixed(2)} can still be refunded`,
    );
    const rest = await refund(orderId, { amount: 100 - 40 * made.length, reason: 'The rest' });
    expect(rest.status).toBe(201);
    expect(rest.body.refundablePrize).toBe(0);
    // Money only: the parts are still to ship.
    expect(rest.body.status).toBe('paid');
    expect((await refund(orderId, { amount: 1, reason: 'Again' })).body.error).toBe(
      'This order has been refunded in full',
    );

    // Credit notes are numbered without a gap (in the order the refunds went through, which racing
    // refunds may not do in the order they were asked).
    const notes = rest.body.refunds.map((r) => Number(r.creditNote!.slice(3))).sort((a, b) => a - b);
    expect(notes).toEqual(notes.map((_, i) => notes[0]! + i));
  });

  it('a parcel and a refund racing for the last units: one of them wins', async () => {
    const user = await newCustomer('refunds-ship-race');
    const { orderId, ids } = await paidOrder(user, { 'Contested pin': 60 });
    const lines = [{ productId: ids['Contested pin']!, quantity: 60 }];
    const [shipped, refunded] = await Promise.all([
      ship(orderId, lines),
      refund(orderId, { lines, reason: 'Race' }),
    ]);
    // The loser either found the order changed under it (409) or read it after: nothing left (422).
    const statuses = [shipped.status, refunded.status];
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect([409, 422]).toContain(statuses.find((status) => status !== 201));
    const after = (await api<Order>(`/api/order/${orderId}`, { cookie: admin.cookie })).body;
    expect(after.status).toBe(shipped.status === 201 ? 'shipped' : 'refunded');
    expect(after.lines[0]!.shippedQuantity + after.lines[0]!.cancelledQuantity).toBe(60);
  });

  it('cancelling a whole unshipped order refunds it all; its invoice stays', async () => {
    const user = await newCustomer('refunds-all');
    const { orderId, ids } = await paidOrder(user, { 'Whole washer': 30 });
    const before = await stockOf(ids['Whole washer']!);
    const done = await refund(orderId, {
      lines: [{ productId: ids['Whole washer'], quantity: 30 }],
      reason: 'Customer changed plans',
    });
    expect(done.body).toMatchObject({ status: 'refunded', refundedPrize: 75, refundablePrize: 0 });
    expect(await stockOf(ids['Whole washer']!)).toBe(before! + 30);
    const invoice = await fetch(`${baseURL()}/api/order/${orderId}/invoice`, {
      headers: { cookie: user.cookie },
    });
    expect(invoice.status).toBe(200);
    const mails = await waitForMail(user.email, 3);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Order cancelled and refunded: ${done.body.number} · Whole washer`,
    );
    // Nothing is left to ship or refund.
    expect((await ship(orderId, [{ productId: ids['Whole washer']!, quantity: 1 }])).status).toBe(409);
    expect((await refund(orderId, { amount: 1, reason: 'More' })).status).toBe(422);
  });

  it('a refund Stripe settles later is finished by its webhook, once however often it is delivered', async () => {
    const user = await newCustomer('refunds-webhook');
    const { orderId } = await paidOrder(user, { 'Slow refund cog': 30 });
    await setRefundStatusAtStripe('pending');
    let pending: Order;
    try {
      pending = (await refund(orderId, { amount: 10, reason: 'Bank is slow' })).body;
    } finally {
      await setRefundStatusAtStripe('succeeded');
    }
    const [made] = pending.refunds;
    expect(made).toMatchObject({ status: 'pending', creditNote: null });
    expect(pending.refundablePrize).toBe(75 - 10);
    expect((await creditNote(orderId, made!._id, user.cookie)).status).toBe(404);

    // The bank pays it: Stripe settles it and tells the store.
    const settled = await settleRefundAtStripe(await refundIdAtStripe(made!._id), 'succeeded');
    const delivery = signedEvent(refundUpdatedEvent(settled));
    const deliver = () =>
      api<{ outcome: string }>('/api/payments/webhook', {
        method: 'POST',
        body: delivery.payload,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': delivery.signature },
      });
    const outcomes = await Promise.all(Array.from({ length: 5 }, deliver));
    expect(outcomes.filter((o) => o.body.outcome === 'refund_settled')).toHaveLength(1);
    expect((await deliver()).body.outcome).toBe('replayed');
    const after = (await api<Order>(`/api/order/${orderId}`, { cookie: user.cookie })).body;
    expect(after.refunds[0]).toMatchObject({ status: 'succeeded' });
    expect(after.refunds[0]!.creditNote).toMatch(/^CN-/);
    const mails = await waitForMail(user.email, 3);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Refund of $10.00: ${after.number} · Slow refund cog`,
    );
    // A later event about the same refund changes nothing and sends nothing.
    const again = signedEvent(refundUpdatedEvent(settled, `evt_late_${settled.id}`));
    const late = await api<{ outcome: string }>('/api/payments/webhook', {
      method: 'POST',
      body: again.payload,
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': again.signature },
    });
    expect(late.body.outcome).toBe('ignored');
    expect(await mailTo(user.email)).toHaveLength(3);
  });

  it('a refund Stripe refuses is shown failed with its reason, gives back nothing and is audited', async () => {
    const user = await newCustomer('refunds-failed');
    const { orderId, ids } = await paidOrder(user, { 'Refused cam': 30 }); // $75.00
    const paid = (
      await api<Order & { transactionId: string }>(`/api/order/${orderId}`, { cookie: admin.cookie })
    ).body;
    // Someone refunded most of it in Stripe's dashboard: Stripe refuses the store's full refund.
    await refundAtStripe(paid.transactionId, 7000);
    const before = await stockOf(ids['Refused cam']!);
    const answer = await refund(orderId, {
      lines: [{ productId: ids['Refused cam'], quantity: 30 }],
      reason: 'Whole order',
    });
    expect(answer.status).toBe(201);
    const [failed] = answer.body.refunds;
    expect(failed).toMatchObject({ status: 'failed', creditNote: null });
    expect((failed as Refund & { failure: string }).failure).toMatch(
      /^The payment provider refused the refund: Refund amount/,
    );
    // Nothing was given back, so it can all be refunded again; the units stay cancelled.
    expect(answer.body.refundedPrize).toBe(0);
    expect(answer.body.refundablePrize).toBe(75);
    expect(answer.body.status).toBe('refunded');
    expect(await stockOf(ids['Refused cam']!)).toBe(before! + 30);
    const audit = await api<{ action: string; actor: string; target: string }[]>(
      `/api/audit?action=order.refund_failed&target=${orderId}`,
      { cookie: admin.cookie },
    );
    expect(audit.body).toEqual([
      expect.objectContaining({ action: 'order.refund_failed', actor: 'gateway', target: orderId }),
    ]);
    expect((await creditNote(orderId, failed!._id, user.cookie)).status).toBe(404);
  });

  // Issue 31: deleting a refunded order (before anyone had downloaded its credit note, which issues
  // the invoice) answered 200, and its credit note 404 forever. A credit note is a legal record.
  it('never deletes an order with a refund, pending or settled, and keeps its credit note downloadable', async () => {
    const user = await newCustomer('refunds-kept');
    const { orderId } = await paidOrder(user, { 'Kept credit bolt': 60 });
    const made = await refund(orderId, { amount: 5, reason: 'Goodwill' });
    expect(made.status).toBe(201);
    const [settled] = made.body.refunds;
    expect(settled!.creditNote).toMatch(/^CN-\d{6}$/);
    const del = () =>
      api<{ error: string }>(`/api/order/${orderId}`, { method: 'DELETE', cookie: admin.cookie });
    const refused = await del();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `This order has credit note ${settled!.creditNote}: credit notes are kept as issued, so the order cannot be deleted.`,
    );
    const audited = await withAppDb((db) =>
      db.collection('audit').findOne({ action: 'order.delete_refused', target: orderId }),
    );
    expect(audited?.details).toMatchObject({ refunds: '1', creditNotes: settled!.creditNote });
    // The screen does not offer what is refused.
    const listed = await api<{ _id: string; deletable: boolean }[]>(
      `/api/order?customerEmail=${encodeURIComponent(user.email)}`,
      {
        cookie: admin.cookie,
      },
    );
    expect(listed.body.find((order) => order._id === orderId)?.deletable).toBe(false);
    for (const cookie of [user.cookie, admin.cookie])
      expect((await creditNote(orderId, settled!._id, cookie)).status).toBe(200);

    // A refund still pending blocks the delete too: its note is numbered when it settles.
    const other = await paidOrder(user, { 'Pending credit nut': 30 });
    await setRefundStatusAtStripe('pending');
    try {
      expect((await refund(other.orderId, { amount: 5, reason: 'Bank is slow' })).status).toBe(201);
    } finally {
      await setRefundStatusAtStripe('succeeded');
    }
    const pendingDelete = await api<{ error: string }>(`/api/order/${other.orderId}`, {
      method: 'DELETE',
      cookie: admin.cookie,
    });
    expect([pendingDelete.status, pendingDelete.body.error]).toEqual([
      409,
      'This order has a refund under way: its credit note will be kept, so the order cannot be deleted.',
    ]);
  });

  it('keeps a credit note downloadable even when its order was deleted (as before this rule)', async () => {
    const user = await newCustomer('refunds-orphan');
    const { orderId } = await paidOrder(user, { 'Orphan credit pin': 30 });
    const [made] = (await refund(orderId, { amount: 5, reason: 'Goodwill' })).body.refunds;
    // The order deleted by the old code, which let it through.
    await withAppDb((db) =>
      db
        .collection<OrderDoc>('orders')
        .updateOne({ _id: new ObjectId(orderId) }, { $set: { status: 'cancelled' } }),
    );
    expect((await api(`/api/order/${orderId}`, { cookie: user.cookie })).status).toBe(404);
    const pdf = await creditNote(orderId, made!._id, user.cookie);
    expect(pdf.status).toBe(200);
    expect(await pdfText(Buffer.from(await pdf.arrayBuffer()))).toContain(made!.creditNote!);
  });

  it('refuses customers, unpaid orders, units that are not there and amounts that are not money', async () => {
    const user = await newCustomer('refunds-refused');
    const part = await createTestProduct({ quantity: 100, priceCents: 250 });
    const unpaid = await api<Order>(`/api/order/${part}`, {
      method: 'POST',
      cookie: user.cookie,
      body: { customerName: 'Refused', phoneNumber: '+1 555 0100', productQuantity: 30 },
    });
    expect((await refund(unpaid.body._id, { amount: 1, reason: 'x' }, user.cookie)).status).toBe(403);
    expect((await refund(unpaid.body._id, { amount: 1, reason: 'x' })).status).toBe(409);
    const { orderId, ids } = await paidOrder(user, { 'Refused rivet': 30 });
    const other = await createTestProduct({ quantity: 100 });
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { lines: [{ productId: ids['Refused rivet'], quantity: 31 }], reason: 'x' },
        'lines',
        'Only 30 of Refused rivet can still be cancelled (the rest has shipped or was cancelled)',
      ],
      [
        { lines: [{ productId: other, quantity: 1 }], reason: 'x' },
        'lines',
        `This order has no line for part ${other}`,
      ],
      [{ amount: 0, reason: 'x' }, 'amount', 'Amount must be more than $0'],
      [{ amount: 1.234, reason: 'x' }, 'amount', 'Amount has at most two decimals (cents)'],
      [{ amount: 5 }, 'reason', 'Reason is Required'],
      [{ reason: 'nothing chosen' }, 'amount', 'Choose units to cancel or an amount to refund'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await refund(orderId, body);
      expect(answer.status).toBe(422);
      expect(answer.body.fields?.[field]).toBe(message);
    }
    expect((await api<Order>(`/api/order/${orderId}`, { cookie: admin.cookie })).body.refunds).toEqual([]);
  });
});

/** Stripe's id of the refund the store made as `refundId` (kept on the order while it is pending). */
async function refundIdAtStripe(refundId: string): Promise<string> {
  const id = new ObjectId(refundId);
  const gatewayId = await withAppDb(async (db) => {
    const order = await db.collection<OrderDoc>('orders').findOne({ 'refunds._id': id });
    return order?.refunds?.find((r) => r._id.equals(id))?.gatewayRefundId;
  });
  expect(gatewayId).toMatch(/^re_/);
  return gatewayId!;
}
