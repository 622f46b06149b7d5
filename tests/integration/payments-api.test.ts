import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedInAdmin, type TestUser } from '../support/auth';
import { api } from '../support/http';
import { createTestProduct, stockOf } from '../support/products';
import {
  createIntentAtStripe,
  intentIdFromSecret,
  cancelIntentAtStripe,
  intentStatus,
  signedEvent,
  stripeRequests,
  succeededEvent,
  succeedIntent,
} from '../support/stripe';

type Order = { _id: string; paid: boolean; status: string; transactionId: string | null; totalPrize: number };

let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [alice, bob, admin] = await Promise.all([newCustomer('alice'), newCustomer('bob'), signedInAdmin()]);
});

/** An unpaid order of 30 × $12.50 = $375.00 for alice. */
async function aliceOrder(): Promise<Order> {
  const productId = await createTestProduct({ quantity: 30, priceCents: 1250 });
  const placed = await api<Order>(`/api/order/${productId}`, {
    method: 'POST',
    cookie: alice.cookie,
    body: { customerName: 'Alice', phoneNumber: '555 0100', productQuantity: 30 },
  });
  return placed.body;
}

const startPayment = (user: TestUser | null, orderId: string, extra: Record<string, unknown> = {}) =>
  api<{ clientSecret: string; error: string }>('/api/create-payment-intent', {
    method: 'POST',
    cookie: user?.cookie,
    body: { orderId, ...extra },
  });

const patch = (user: TestUser, orderId: string, transactionId: string) =>
  api<Order & { error: string }>(`/api/order/${orderId}`, {
    method: 'PATCH',
    cookie: user.cookie,
    body: { product: 'ignored', transactionId },
  });

const deliver = ({ payload, signature }: { payload: string; signature?: string }) =>
  api<{ outcome: string; error: string }>('/api/payments/webhook', {
    method: 'POST',
    body: payload,
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Stripe-Signature': signature } : {}) },
  });

describe('POST /api/create-payment-intent (Stripe adapter)', () => {
  it('creates the intent from the stored order: amount in cents, order id, idempotency key; a client total is ignored', async () => {
    const order = await aliceOrder();
    const first = await startPayment(alice, order._id, { totalPrize: 0.5 });
    expect(first.status).toBe(200);
    const again = await startPayment(alice, order._id);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
    // One payment per order: the second request reuses the open one instead of creating another.
    const calls = (await stripeRequests()).filter(
      (r) =>
        r.path === '/v1/payment_intents' && (r.body.metadata as { orderId?: string })?.orderId === order._id,
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      amount: '37500',
      currency: 'usd',
      metadata: { orderId: order._id },
    });
    expect(calls[0]!.idempotencyKey).toBe(`order-${order._id}-37500-0`);
  });

  it('starts a new payment (with a key of its own) only when the open one cannot complete, and cancels all with the order', async () => {
    const order = await aliceOrder();
    const first = intentIdFromSecret((await startPayment(alice, order._id)).body.clientSecret);
    await cancelIntentAtStripe(first);
    const second = intentIdFromSecret((await startPayment(alice, order._id)).body.clientSecret);
    expect(second).not.toBe(first);
    const keys = (await stripeRequests())
      .filter(
        (r) =>
          r.path === '/v1/payment_intents' &&
          (r.body.metadata as { orderId?: string })?.orderId === order._id,
      )
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([`order-${order._id}-37500-0`, `order-${order._id}-37500-1`]);
    expect((await api(`/api/order/${order._id}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(
      200,
    );
    expect(await intentStatus(second)).toBe('canceled');
  });

  it("only for the order's own customer", async () => {
    const order = await aliceOrder();
    expect((await startPayment(null, order._id)).status).toBe(401);
    expect((await startPayment(bob, order._id)).status).toBe(404);
    expect((await startPayment(admin, order._id)).status).toBe(403);
    expect((await startPayment(alice, 'not-an-id')).status).toBe(422);
  });
});

describe('PATCH /api/order/{id} (payment confirmation)', () => {
  it('refuses to mark paid without a succeeded payment', async () => {
    const order = await aliceOrder();
    const { clientSecret } = (await startPayment(alice, order._id)).body;
    const refused = await patch(alice, order._id, intentIdFromSecret(clientSecret));
    expect(refused.status).toBe(402);
    expect(refused.body.error).toBe(
      'This payment has not been completed for this order. You have not been charged for it.',
    );
    expect((await patch(alice, order._id, 'pi_doesnotexist000')).status).toBe(402);
    expect((await api<Order>(`/api/order/${order._id}`, { cookie: alice.cookie })).body.paid).toBe(false);
  });

  it('marks paid once the gateway confirms it, idempotently', async () => {
    const order = await aliceOrder();
    const intentId = intentIdFromSecret((await startPayment(alice, order._id)).body.clientSecret);
    await succeedIntent(intentId);
    expect((await patch(bob, order._id, intentId)).status).toBe(404);
    const paid = await patch(alice, order._id, intentId);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paid: true, status: 'paid', transactionId: intentId });
    const again = await patch(alice, order._id, intentId);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(paid.body);
    expect((await startPayment(alice, order._id)).status).toBe(409);
  });

  it('refuses a succeeded payment for another amount or another order', async () => {
    const order = await aliceOrder();
    const other = await aliceOrder();
    const wrongAmount = await succeedIntent(
      (await createIntentAtStripe({ amount: 37499, orderId: order._id })).id,
    );
    const otherOrders = await succeedIntent(
      intentIdFromSecret((await startPayment(alice, other._id)).body.clientSecret),
    );
    expect((await patch(alice, order._id, wrongAmount.id)).status).toBe(402);
    expect((await patch(alice, order._id, otherOrders.id)).status).toBe(402);
    expect((await api<Order>(`/api/order/${order._id}`, { cookie: alice.cookie })).body.paid).toBe(false);
  });

  it('a cancel racing a finished payment keeps the order, now paid', async () => {
    const order = await aliceOrder();
    const intentId = intentIdFromSecret((await startPayment(alice, order._id)).body.clientSecret);
    await succeedIntent(intentId);
    const cancel = await api<{ error: string }>(`/api/order/${order._id}`, {
      method: 'DELETE',
      cookie: alice.cookie,
    });
    expect(cancel.status).toBe(409);
    expect((await api<Order>(`/api/order/${order._id}`, { cookie: alice.cookie })).body).toMatchObject({
      paid: true,
      transactionId: intentId,
    });
  });

  it('cancelling an order with an open payment cancels that payment and returns the stock', async () => {
    const productId = await createTestProduct({ quantity: 30 });
    const order = (
      await api<Order>(`/api/order/${productId}`, {
        method: 'POST',
        cookie: alice.cookie,
        body: { customerName: 'A', phoneNumber: '555 0100', productQuantity: 30 },
      })
    ).body;
    const intentId = intentIdFromSecret((await startPayment(alice, order._id)).body.clientSecret);
    expect((await api(`/api/order/${order._id}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(
      200,
    );
    expect(await stockOf(productId)).toBe(30);
    expect((await stripeRequests()).some((r) => r.path === `/v1/payment_intents/${intentId}/cancel`)).toBe(
      true,
    );
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses unsigned and wrongly signed deliveries with 400', async () => {
    const order = await aliceOrder();
    const event = succeededEvent({
      id: 'pi_forged0001',
      amount: 37500,
      currency: 'usd',
      metadata: { orderId: order._id },
    });
    expect((await deliver({ payload: JSON.stringify(event) })).status).toBe(400);
    expect((await deliver(signedEvent(event, 'whsec_not_the_secret'))).status).toBe(400);
    const tampered = signedEvent(event);
    expect((await deliver({ ...tampered, payload: tampered.payload.replace('37500', '37501') })).status).toBe(
      400,
    );
    expect((await api<Order>(`/api/order/${order._id}`, { cookie: alice.cookie })).body.paid).toBe(false);
  });

  it('pays the order when the browser never came back; 100 deliveries of one event make one transition', async () => {
    const order = await aliceOrder();
    const intentId = intentIdFromSecret((await startPayment(alice, order._id)).body.clientSecret);
    const delivery = signedEvent(
      succeededEvent({ id: intentId, amount: 37500, currency: 'usd', metadata: { orderId: order._id } }),
    );
    const outcomes = (await Promise.all(Array.from({ length: 100 }, () => deliver(delivery)))).map((r) => {
      expect(r.status).toBe(200);
      return r.body.outcome;
    });
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect((await api<Order>(`/api/order/${order._id}`, { cookie: alice.cookie })).body).toMatchObject({
      paid: true,
      transactionId: intentId,
    });
    expect((await deliver(delivery)).body.outcome).toBe('replayed');
  });

  it('ignores a signed event whose amount does not match the order', async () => {
    const order = await aliceOrder();
    const delivery = signedEvent(
      succeededEvent({
        id: 'pi_underpaid001',
        amount: 100,
        currency: 'usd',
        metadata: { orderId: order._id },
      }),
    );
    expect((await deliver(delivery)).body.outcome).toBe('ignored');
    expect((await api<Order>(`/api/order/${order._id}`, { cookie: alice.cookie })).body.paid).toBe(false);
  });
});

describe('shipping', () => {
  it('admins ship paid orders only; the customer sees shipped', async () => {
    const order = await aliceOrder();
    expect((await api(`/api/order/${order._id}/ship`, { method: 'POST', cookie: alice.cookie })).status).toBe(
      403,
    );
    expect((await api(`/api/order/${order._id}/ship`, { method: 'POST', cookie: admin.cookie })).status).toBe(
      409,
    );
    const intentId = intentIdFromSecret((await startPayment(alice, order._id)).body.clientSecret);
    await succeedIntent(intentId);
    await patch(alice, order._id, intentId);
    expect(
      (await api<Order>(`/api/order/${order._id}/ship`, { method: 'POST', cookie: admin.cookie })).body
        .status,
    ).toBe('shipped');
    expect((await api<Order>(`/api/order/${order._id}`, { cookie: alice.cookie })).body.status).toBe(
      'shipped',
    );
    expect((await api(`/api/order/${order._id}`, { method: 'DELETE', cookie: alice.cookie })).status).toBe(
      409,
    );
  });
});

describe('a second payment for a paid order', () => {
  it('is audited payment.duplicate once, for an admin to refund, and changes nothing else', async () => {
    const { withAppDb } = await import('../support/app-db');
    const order = await aliceOrder();
    const first = intentIdFromSecret((await startPayment(alice, order._id)).body.clientSecret);
    await succeedIntent(first);
    expect((await patch(alice, order._id, first)).status).toBe(200);
    const other = await createIntentAtStripe({ amount: 37500, orderId: order._id });
    await succeedIntent(other.id);
    for (let i = 0; i < 2; i += 1) {
      const event = signedEvent(
        succeededEvent({ ...other, status: 'succeeded' } as never, `evt_dup_${i}_${other.id}`),
      );
      expect((await deliver(event)).status).toBe(200);
    }
    expect((await patch(alice, order._id, other.id)).status).toBe(409);
    const entries = await withAppDb((db) =>
      db.collection('audit').find({ action: 'payment.duplicate', target: other.id }).toArray(),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ orderId: order._id, amount: 37500 });
    const paid = await api<{ transactionId: string }>(`/api/order/${order._id}`, { cookie: alice.cookie });
    expect(paid.body.transactionId).toBe(first);
  });
});
