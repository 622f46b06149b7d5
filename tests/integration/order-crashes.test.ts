import { ObjectId } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import type { OrderDoc } from '@/lib/orders/store/orders';
import type { ProductDoc } from '@/lib/catalog/store/products';
import type { QuoteDoc } from '@/lib/quotes/store/quotes';
import { insertNumberedOrder } from '@/lib/orders/store/orders';
import { cancelOrderFrom } from '@/lib/orders/store/order-cancels';
import { expireLapsedOrder } from '@/lib/orders/store/order-holds';
import { markOrderPaidFrom } from '@/lib/orders/store/order-payments';
import { revivePlacing } from '@/lib/orders/store/order-placing';
import { addRefund } from '@/lib/orders/store/order-refunds';
import { claimOffer } from '@/lib/quotes/store/acceptances';
import { takeIntoHold } from '@/lib/inventory/store/holds';
import { restockOnce } from '@/lib/inventory/store/stock';
import type { StockDoc } from '@/lib/inventory/store/stock-doc';
import { newStock } from '../support/products';
import { orderLabel } from '@/lib/model/order-number';
import { findIntent, succeedIntentDoc } from '@/lib/payments/store/payment-intents';
import { testGateway } from '@/lib/payments/test-gateway';
import { partNumberFields } from '@/lib/model/part-number';
import { strayHolds, unbalancedStock, unheldOrders } from '@/lib/orders/stock-check';
import { sweepOrders } from '@/lib/orders/sweep';
import { insertRequisition, type RequisitionDoc } from '@/lib/orders/store/requisitions';
import { HOLD_GRACE_MS } from '@/lib/orders/states';
import { moveKey, reservePlacing, settleSpend, spendOwnerOf } from '@/lib/orders/spend-ledger';
import { unbalancedSpend } from '@/lib/orders/spend-check';
import { beginSpendMove } from '@/lib/orders/store/order-spend';
import { applySpend, spentIn } from '@/lib/orders/store/spend-totals';

// A crash at any point of placing, paying, expiring or cancelling an order (issue 24): each case
// below is the database as a process leaves it when it dies after some of a transition's writes
// (those writes done with the app's own operations, the rest never). The sweep, run as its next
// pass would (after the grace), must then leave the invariants of `npm run check:stock` (the stock
// books, and the company buyers' spend totals).

afterAll(async () => (await getMongoClient()).close());

const collection = async <T extends object>(name: string) => (await getDb()).collection<T>(name);
const products = () => collection<ProductDoc>('products');
const stock = () => collection<StockDoc>('stock');
const orders = () => collection<OrderDoc>('orders');

/** As the next sweep would run, once the grace of every placement and hold here has passed. */
const sweepLater = () => sweepOrders(Date.now() + HOLD_GRACE_MS + 60_000);

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

afterEach(async () => {
  expect(await collect(unbalancedStock())).toEqual([]);
  expect(await collect(strayHolds())).toEqual([]);
  expect(await collect(unheldOrders())).toEqual([]);
  expect(await collect(unbalancedSpend())).toEqual([]);
});

async function part(quantity = 300): Promise<ObjectId> {
  const _id = new ObjectId();
  await (
    await products()
  ).insertOne({
    _id,
    ...partNumberFields(`CRASH-${_id.toHexString().slice(-8)}`),
    name: 'Crash bracket',
    description: 'Ordered by processes that die.',
    img: '/images/parts/hex-bolt.webp',
    priceCents: 100,
    email: 'admin@partsmith.io',
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await (await stock()).insertOne(newStock(_id, quantity));
  return _id;
}

/** placing.ts's first write: the order, `placing`, naming the hold it is about to take. */
async function placing(productId: ObjectId, extra: Partial<OrderDoc> = {}): Promise<OrderDoc> {
  const now = new Date();
  const order: Omit<OrderDoc, 'number'> = {
    _id: new ObjectId(),
    customerName: 'Crash',
    customerEmail: 'crash@example.com',
    phoneNumber: '555 0100',
    lines: [{ productId, name: 'Crash bracket', quantity: 30, unitPriceCents: 100, totalCents: 3000 }],
    totalCents: 3000,
    status: 'placing',
    stock: 'held',
    holdUntil: new Date(now.getTime() + 3_600_000),
    holdTakenAt: now,
    createdAt: now,
    ...extra,
  };
  return insertNumberedOrder(order);
}

/** An order placed to the end (unpaid, holding its units), as ./place.ts leaves it. */
async function unpaid(productId: ObjectId, extra: Partial<OrderDoc> = {}): Promise<OrderDoc> {
  const order = await placing(productId, extra);
  expect(await takeIntoHold(productId, order._id, 30, order.holdTakenAt)).toBe(true);
  await (await orders()).updateOne({ _id: order._id }, { $set: { status: 'unpaid' } });
  return { ...order, status: 'unpaid' };
}

const statusOf = async (id: ObjectId) => (await (await orders()).findOne({ _id: id }))?.status;
const stockOf = async (id: ObjectId) => (await (await stock()).findOne({ _id: id }))!;

describe('a crash while placing an order', () => {
  it('after writing the order: the sweep cancels it', async () => {
    const productId = await part();
    const order = await placing(productId);
    await sweepLater();
    expect(await statusOf(order._id)).toBe('cancelled');
    expect((await stockOf(productId)).onHand).toBe(300);
  });

  it('after taking the hold: the sweep cancels the order and returns its units', async () => {
    const productId = await part();
    const order = await placing(productId);
    await takeIntoHold(productId, order._id, 30, order.holdTakenAt);
    await sweepLater();
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await stockOf(productId)).toMatchObject({ onHand: 300, holds: [] });
  });

  it("after claiming a quote's offer: the order is cancelled and the offer open again", async () => {
    const productId = await part();
    const quoteId = new ObjectId();
    const validUntil = new Date(Date.now() + 86_400_000);
    await (
      await collection<QuoteDoc>('quotes')
    ).insertOne({
      _id: quoteId,
      customerEmail: 'crash@example.com',
      customerName: 'Crash',
      lines: [{ productId, productName: 'Crash bracket', quantity: 30, unitPriceCents: 90 }],
      state: 'offered',
      offerNo: 1,
      validUntil,
      createdAt: new Date(),
    });
    const order = await placing(productId, { quoteId });
    await takeIntoHold(productId, order._id, 30, order.holdTakenAt);
    const offer = (await (await collection<QuoteDoc>('quotes')).findOne({ _id: quoteId }))!;
    expect(
      await claimOffer(offer, { orderId: order._id }, [{ index: 0, quantity: 30 }], true, new Date()),
    ).not.toBeNull();
    await sweepLater();
    expect(await statusOf(order._id)).toBe('cancelled');
    expect((await stockOf(productId)).onHand).toBe(300);
    const quote = await (await collection<QuoteDoc>('quotes')).findOne({ _id: quoteId });
    expect(quote).toMatchObject({
      state: 'offered',
      offerNo: 1,
      lines: [{ unitPriceCents: 90, acceptedQuantity: 0 }],
      acceptances: [],
    });
    expect(quote?.orderId).toBeUndefined();
  });
});

describe('a crash while paying', () => {
  it('after marking the order paid: the sweep settles its hold as a sale', async () => {
    const productId = await part();
    const order = await unpaid(productId);
    expect(await markOrderPaidFrom(order._id, 'unpaid', 'pi_crash_1', 'taken')).toBe(true);
    // The move owes its mail in its own write; the crash kept it from the outbox.
    expect((await (await orders()).findOne({ _id: order._id }))?.mailToSend).toEqual(['order-paid']);
    await sweepLater();
    expect(await stockOf(productId)).toMatchObject({ onHand: 270, holds: [] });
    // The sweep recorded it, and the order owes nothing more.
    const mail = await (
      await collection<{ _id: string; to: string; subject: string }>('outbox')
    ).findOne({
      _id: `order-paid:${order._id.toHexString()}`,
    });
    expect(mail).toMatchObject({
      to: 'crash@example.com',
      subject: `Payment received: ${orderLabel(order.number!)} · Crash bracket`,
    });
    expect((await (await orders()).findOne({ _id: order._id }))?.mailToSend).toBeUndefined();
  });

  it('an expired order being paid, after it went back to placing: expired again, nothing held', async () => {
    const productId = await part();
    const order = await unpaid(productId);
    await (await orders()).updateOne({ _id: order._id }, { $set: { holdUntil: new Date(0) } });
    expect(await expireLapsedOrder(order._id, new Date())).not.toBeNull();
    const retakeAt = new Date();
    expect(await revivePlacing(order._id, retakeAt, new Date(Date.now() + 60_000))).toBe(true);
    await takeIntoHold(productId, order._id, 30, retakeAt);
    await sweepLater();
    expect(await statusOf(order._id)).toBe('expired');
    expect(await stockOf(productId)).toMatchObject({ onHand: 300, holds: [] });
  });
});

describe('a crash while expiring', () => {
  it('after marking the order expired: the sweep returns its units', async () => {
    const productId = await part();
    const order = await unpaid(productId);
    await (await orders()).updateOne({ _id: order._id }, { $set: { holdUntil: new Date(0) } });
    expect(await expireLapsedOrder(order._id, new Date())).not.toBeNull();
    await sweepLater();
    expect(await stockOf(productId)).toMatchObject({ onHand: 300, holds: [] });
  });
});

describe('a crash while cancelling', () => {
  it('after marking an unpaid order cancelled: the sweep returns its units', async () => {
    const productId = await part();
    const order = await unpaid(productId);
    const now = new Date();
    expect(
      await cancelOrderFrom(order._id, 'cancel', { by: 'crash@example.com', now, reopenQuote: false }),
    ).not.toBeNull();
    await sweepLater();
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await stockOf(productId)).toMatchObject({ onHand: 300, holds: [] });
  });

  it('a paid order whose sale was not settled yet stays sold', async () => {
    const productId = await part();
    const order = await unpaid(productId);
    await markOrderPaidFrom(order._id, 'unpaid', 'pi_crash_2', 'taken');
    await cancelOrderFrom(order._id, 'cancelPaid', {
      by: 'admin@partsmith.io',
      now: new Date(),
      reopenQuote: false,
    });
    await sweepLater();
    expect(await stockOf(productId)).toMatchObject({ onHand: 270, holds: [], received: 300 });
  });
});

describe('a crash while refunding', () => {
  /** A paid order of 30 units at $1 (its sale settled), paid through the test gateway; 10 units cancelled. */
  async function refundWritten(productId: ObjectId) {
    const order = await unpaid(productId);
    const intent = await testGateway.createIntent({
      orderId: order._id.toHexString(),
      amountCents: 3000,
      currency: 'usd',
      idempotencyKey: `crash-${order._id.toHexString()}`,
    });
    await succeedIntentDoc(intent.id, 'Crash');
    expect(await markOrderPaidFrom(order._id, 'unpaid', intent.id, 'taken')).toBe(true);
    await sweepLater(); // the sale settled, its mail recorded
    const refund = {
      _id: new ObjectId(),
      lines: [{ productId, quantity: 10 }],
      amountCents: 1000,
      reason: 'Crash test',
      by: 'admin@partsmith.io',
      at: new Date(),
      status: 'pending' as const,
    };
    expect(
      await addRefund(order._id, { status: 'paid', shipments: 0, refunds: 0 }, refund, undefined),
    ).not.toBeNull();
    return { order, refund, intentId: intent.id };
  }

  const outboxed = async (id: string) =>
    (await collection<{ _id: string; to: string; subject: string }>('outbox')).findOne({ _id: id });

  it('after writing the refund: the sweep returns its units, refunds once, numbers its credit note and mails it', async () => {
    const productId = await part();
    const { order, intentId } = await refundWritten(productId);
    await sweepLater();
    const after = (await (await orders()).findOne({ _id: order._id }))!;
    expect(after.refunds![0]).toMatchObject({ status: 'succeeded', restocked: true });
    expect(after.refunds![0]!.creditNoteNumber).toBeGreaterThan(0);
    expect(await stockOf(productId)).toMatchObject({ onHand: 280, received: 300 });
    expect((await findIntent(intentId))?.refundedCents).toBe(1000);
    expect(await outboxed(`order-refunded:${order._id.toHexString()}:1`)).toMatchObject({
      to: 'crash@example.com',
      subject: `Refund of $10.00: ${orderLabel(order.number!)} · Crash bracket`,
    });
    // Another pass finds nothing left to do.
    await sweepLater();
    expect(await stockOf(productId)).toMatchObject({ onHand: 280 });
    expect((await findIntent(intentId))?.refundedCents).toBe(1000);
  });

  it('a refund the gateway called pending is left to its webhook, and asked about again only after 30 minutes', async () => {
    const productId = await part();
    const { order, refund, intentId } = await refundWritten(productId);
    const askedAt = new Date();
    await (
      await orders()
    ).updateOne(
      { _id: order._id },
      { $set: { 'refunds.0.gatewayRefundId': 're_waiting_for_the_bank', 'refunds.0.askedAt': askedAt } },
    );
    await sweepLater();
    expect((await (await orders()).findOne({ _id: order._id }))!.refunds![0]).toMatchObject({
      status: 'pending',
      restocked: true,
    });
    expect((await findIntent(intentId))?.refundedCents).toBeUndefined();
    // Half an hour on: the sweep asks again (the test gateway does not know that id, so it refunds
    // under the refund's own key, once).
    await sweepOrders(askedAt.getTime() + 31 * 60_000);
    expect((await (await orders()).findOne({ _id: order._id }))!.refunds![0]).toMatchObject({
      status: 'succeeded',
    });
    expect((await findIntent(intentId))?.refundedCents).toBe(refund.amountCents);
  });

  it('after the units went back and the gateway refunded, before either was recorded: nothing twice', async () => {
    const productId = await part();
    const { order, refund, intentId } = await refundWritten(productId);
    expect(await restockOnce(productId, order._id, refund._id, 10)).toBe(true);
    const asked = await testGateway.refund({
      intentId,
      amountCents: 1000,
      idempotencyKey: `refund-${refund._id.toHexString()}`,
      metadata: { orderId: order._id.toHexString(), refundId: refund._id.toHexString() },
    });
    expect(asked.status).toBe('succeeded');
    await sweepLater();
    expect(await stockOf(productId)).toMatchObject({ onHand: 280, received: 300 });
    expect((await findIntent(intentId))?.refundedCents).toBe(1000);
    const after = (await (await orders()).findOne({ _id: order._id }))!;
    expect(after.refunds![0]).toMatchObject({
      status: 'succeeded',
      restocked: true,
      gatewayRefundId: asked.id,
    });
  });
});

describe('a crash while a requisition is asked for or approved', () => {
  /** A requisition for 30 of the part, pending, its window closed (the next sweep decides it). */
  async function requisition(
    productId: ObjectId,
    extra: Partial<RequisitionDoc> = {},
  ): Promise<RequisitionDoc> {
    const now = new Date();
    return insertRequisition({
      _id: new ObjectId(),
      companyId: new ObjectId(),
      buyer: { userId: new ObjectId(), email: 'crash@example.com', name: 'Crash' },
      customerName: 'Crash',
      phoneNumber: '555 0100',
      company: {
        name: 'Crash Co',
        taxId: null,
        billTo: { line1: '1 Road', city: 'Town', postalCode: '1', country: 'US' },
        shipTo: null,
      },
      shipToId: null,
      lines: [{ productId, name: 'Crash bracket', quantity: 30, unitPriceCents: 100, totalCents: 3000 }],
      lineCount: 1,
      totalCents: 3000,
      reasons: ['its total is above $1.00'],
      status: 'pending',
      createdAt: now,
      expiresAt: now,
      ...extra,
    });
  }
  const requisitionOf = async (id: ObjectId) =>
    (await collection<RequisitionDoc>('requisitions')).findOne({ _id: id });
  const approving = { approvingBy: { email: 'approver@example.com', name: 'Ann' } };

  it('after writing the requisition: it holds nothing, and lapses when its window closes', async () => {
    const productId = await part();
    const asked = await requisition(productId);
    await sweepLater();
    expect(await requisitionOf(asked._id)).toMatchObject({ status: 'lapsed' });
    expect((await stockOf(productId)).onHand).toBe(300);
  });

  it("half-way through the approval's placement: the order is cancelled, its units returned, the requisition lapses", async () => {
    const productId = await part();
    const asked = await requisition(productId, approving);
    const order = await placing(productId, { requestKey: `requisition:${asked._id.toHexString()}` });
    await takeIntoHold(productId, order._id, 30, order.holdTakenAt);
    await sweepLater();
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await stockOf(productId)).toMatchObject({ onHand: 300, holds: [] });
    expect(await requisitionOf(asked._id)).toMatchObject({ status: 'lapsed' });
  });

  it("half-way through an offer approval's placement, after its claim: the order is cancelled, the offer open again, the requisition lapses", async () => {
    const productId = await part();
    const quotes = await collection<QuoteDoc>('quotes');
    const quoteId = new ObjectId();
    const validUntil = new Date(Date.now() + 86_400_000);
    await quotes.insertOne({
      _id: quoteId,
      customerEmail: 'crash@example.com',
      customerName: 'Crash',
      lines: [{ productId, productName: 'Crash bracket', quantity: 30, unitPriceCents: 100 }],
      state: 'offered',
      offerNo: 1,
      validUntil,
      createdAt: new Date(),
    });
    const taken = [{ index: 0, quantity: 30 }];
    const asked = await requisition(productId, {
      ...approving,
      quote: { id: quoteId, offerNo: 1, taken, endsAt: validUntil },
    });
    const order = await placing(productId, {
      quoteId,
      requestKey: `requisition:${asked._id.toHexString()}`,
    });
    await takeIntoHold(productId, order._id, 30, order.holdTakenAt);
    const offer = (await quotes.findOne({ _id: quoteId }))!;
    expect(await claimOffer(offer, { orderId: order._id }, taken, true, new Date())).not.toBeNull();
    await sweepLater();
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await stockOf(productId)).toMatchObject({ onHand: 300, holds: [] });
    expect(await quotes.findOne({ _id: quoteId })).toMatchObject({
      state: 'offered',
      lines: [{ acceptedQuantity: 0 }],
      acceptances: [],
    });
    expect(await requisitionOf(asked._id)).toMatchObject({ status: 'lapsed' });
  });

  it('after the approval placed its order: the sweep records the approval with that order', async () => {
    const productId = await part();
    const asked = await requisition(productId, approving);
    const order = await unpaid(productId, { requestKey: `requisition:${asked._id.toHexString()}` });
    await sweepLater();
    expect(await requisitionOf(asked._id)).toMatchObject({
      status: 'approved',
      decidedBy: approving.approvingBy,
      order: { id: order._id, number: order.number },
    });
    expect(await statusOf(order._id)).toBe('unpaid');
    expect((await stockOf(productId)).onHand).toBe(270);
  });
});

describe("a crash while a company order's share of its buyer's spend is written", () => {
  const companyId = new ObjectId();
  const forCompany = (): Partial<OrderDoc> => ({
    customerEmail: `spender-${new ObjectId().toHexString()}@example.com`,
    company: {
      id: companyId,
      name: 'Spend Co',
      taxId: null,
      billTo: { line1: '1 Road', city: 'Town', postalCode: '1', country: 'US' },
      shipTo: null,
    },
  });
  /** A company order placed to the end, its share not written yet (marked as confirming it marks it). */
  const placedFor = async (productId: ObjectId) => {
    const order = await unpaid(productId, { ...forCompany(), spendDue: new Date(0) });
    return { order, owner: spendOwnerOf(order)! };
  };
  /** What the order's buyer spent in the order's period. */
  const spent = spentIn;
  const shareOfOrder = async (id: ObjectId) => {
    const order = await (await orders()).findOne({ _id: id });
    return { counted: order?.spendCounted, move: order?.spendMove, due: order?.spendDue };
  };

  it('before anything was written: the sweep writes its share', async () => {
    const { order, owner } = await placedFor(await part());
    expect(await spent(owner)).toBe(0);
    await sweepLater();
    expect(await spent(owner)).toBe(3000);
    expect(await shareOfOrder(order._id)).toEqual({ counted: 3000, move: undefined, due: undefined });
  });

  it('after the order named its move: the sweep applies it once', async () => {
    const { order, owner } = await placedFor(await part());
    expect(await beginSpendMove(order._id, { from: 0, to: 3000 })).toBe(true);
    await sweepLater();
    await sweepLater();
    expect(await spent(owner)).toBe(3000);
    expect(await shareOfOrder(order._id)).toEqual({ counted: 3000, move: undefined, due: undefined });
  });

  it('after the total took the move, before the order recorded it: nothing counted twice', async () => {
    const { order, owner } = await placedFor(await part());
    const move = { from: 0, to: 3000 };
    await beginSpendMove(order._id, move);
    await applySpend(owner, moveKey(order._id, move), 3000, order._id);
    await sweepLater();
    expect(await spent(owner)).toBe(3000);
    expect(await shareOfOrder(order._id)).toEqual({ counted: 3000, move: undefined, due: undefined });
  });

  it('admitted, then the placement died: counted as spent meanwhile, given back once it is cancelled', async () => {
    const productId = await part();
    const order = await placing(productId, forCompany());
    const owner = spendOwnerOf(order)!;
    await takeIntoHold(productId, order._id, 30, order.holdTakenAt);
    await reservePlacing(owner, order._id, 3000);
    expect(await spent(owner)).toBe(3000);
    await sweepLater();
    expect(await statusOf(order._id)).toBe('cancelled');
    expect(await spent(owner)).toBe(0);
  });

  it('cancelled after its share was written, before the rest of the cancellation: the sweep takes it off', async () => {
    const productId = await part();
    const { order, owner } = await placedFor(productId);
    await settleSpend(order._id);
    expect(await spent(owner)).toBe(3000);
    await cancelOrderFrom(order._id, 'cancel', {
      by: 'crash@example.com',
      now: new Date(),
      reopenQuote: false,
    });
    await sweepLater();
    expect(await spent(owner)).toBe(0);
    expect(await shareOfOrder(order._id)).toEqual({ counted: 0, move: undefined, due: undefined });
  });

  it('settled by five at once: written once', async () => {
    const { order, owner } = await placedFor(await part());
    await Promise.all(Array.from({ length: 5 }, () => settleSpend(order._id)));
    expect(await spent(owner)).toBe(3000);
    expect(await collect(unbalancedSpend())).toEqual([]);
  });
});
