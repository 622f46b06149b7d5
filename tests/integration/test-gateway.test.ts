import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/model/caller';
import { getDb, getMongoClient } from '@/lib/db/client';
import { CARD_MESSAGES, chargeProblem, TEST_CARDS } from '@/lib/payments/test-cards';
import { testGateway } from '@/lib/payments/test-gateway';
import { payWithTestCard } from '@/lib/orders/pay';

const owner: Caller = {
  id: new ObjectId().toHexString(),
  email: 'owner@example.com',
  name: 'Owner',
  role: 'customer',
};
const stranger: Caller = { ...owner, id: new ObjectId().toHexString(), email: 'stranger@example.com' };
const card = (number: string) => ({ number, expiry: '12/39', cvc: '123' });

describe('test card outcomes', () => {
  it("follows Stripe's documented test numbers", () => {
    expect(chargeProblem(card('4242 4242 4242 4242'))).toBeNull();
    expect(chargeProblem(card(TEST_CARDS.declined))).toBe(CARD_MESSAGES.declined);
    expect(chargeProblem(card('4242 4242 4242 4241'))).toBe(CARD_MESSAGES.incorrectNumber);
    expect(chargeProblem({ ...card(TEST_CARDS.success), expiry: '01/20' })).toBe(CARD_MESSAGES.expired);
    expect(chargeProblem({ ...card(TEST_CARDS.success), cvc: '1' })).toBe(CARD_MESSAGES.incorrectCvc);
  });
});

describe('offline test gateway', () => {
  let orderId: string;

  beforeAll(async () => {
    const _id = new ObjectId();
    orderId = _id.toHexString();
    await (await getDb()).collection('orders').insertOne({
      _id,
      customerName: 'Owner',
      customerEmail: owner.email,
      phoneNumber: '555 0100',
      lines: [
        { productId: new ObjectId(), name: 'Part', quantity: 30, unitPriceCents: 100, totalCents: 3000 },
      ],
      totalCents: 3000,
      stock: 'held',
      holdUntil: new Date(Date.now() + 3_600_000),
      paid: false,
      status: 'unpaid',
      createdAt: new Date(),
    });
  });
  afterAll(async () => (await getMongoClient()).close());

  it('reuses the intent for the same idempotency key, like Stripe', async () => {
    const input = {
      orderId,
      amountCents: 3000,
      currency: 'usd' as const,
      idempotencyKey: `order-${orderId}-3000`,
    };
    const [a, b] = await Promise.all([testGateway.createIntent(input), testGateway.createIntent(input)]);
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ status: 'requires_payment_method', amountCents: 3000, orderId });
  });

  it("declines 4000…0002, then succeeds with 4242…4242, for the order's owner only", async () => {
    const intent = await testGateway.createIntent({
      orderId,
      amountCents: 3000,
      currency: 'usd',
      idempotencyKey: `order-${orderId}-3000`,
    });
    await expect(
      payWithTestCard(stranger, intent.clientSecret!, card(TEST_CARDS.success), 'X'),
      // Not found (the API's 404, lib/http/error-table.ts): another's order is never revealed.
    ).rejects.toMatchObject({ kind: 'not_found' });
    expect(await payWithTestCard(owner, intent.clientSecret!, card(TEST_CARDS.declined), 'Owner')).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    expect((await testGateway.retrieveIntent(intent.id))?.status).toBe('requires_payment_method');
    const paid = await payWithTestCard(owner, intent.clientSecret!, card(TEST_CARDS.success), 'Owner');
    expect(paid).toMatchObject({ ok: true, intent: { id: intent.id, status: 'succeeded' } });
    expect(await testGateway.cancelIntent(intent.id)).toBe(false);
  });

  it('cancels an unfinished payment, which then cannot be paid', async () => {
    const intent = await testGateway.createIntent({
      orderId,
      amountCents: 3000,
      currency: 'usd',
      idempotencyKey: `order-${orderId}-other`,
    });
    expect(await testGateway.cancelIntent(intent.id)).toBe(true);
    expect(await payWithTestCard(owner, intent.clientSecret!, card(TEST_CARDS.success), 'Owner')).toEqual({
      ok: false,
      message: 'This payment was cancelled.',
    });
  });
});
