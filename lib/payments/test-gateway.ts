import 'server-only';
import { randomBytes } from 'node:crypto';
import { MongoServerError } from 'mongodb';
import type { Caller } from '@/lib/auth/caller';
import { paymentIntentsCollection, type PaymentIntentDoc } from '@/lib/db/payment-intents';
import { findOwnOrder } from '@/lib/orders/access';
import type { Intent, PaymentGateway } from './gateway';
import { chargeProblem, type Card } from './test-cards';

const toIntent = (doc: PaymentIntentDoc): Intent => ({
  id: doc._id,
  status: doc.status,
  amountCents: doc.amountCents,
  currency: doc.currency,
  orderId: doc.orderId,
  clientSecret: doc.clientSecret,
});

/**
 * An offline gateway (like Saleor's dummy one) for development and e2e: intents live in MongoDB,
 * so the server verifies payments exactly as it does with Stripe.
 */
export const testGateway: PaymentGateway = {
  name: 'test',
  async createIntent({ orderId, amountCents, currency, idempotencyKey }) {
    const intents = await paymentIntentsCollection();
    const existing = await intents.findOne({ idempotencyKey });
    if (existing) return toIntent(existing);
    const id = `pi_test_${randomBytes(12).toString('hex')}`;
    const doc: PaymentIntentDoc = {
      _id: id,
      orderId,
      amountCents,
      currency,
      status: 'requires_payment_method',
      clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      idempotencyKey,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    try {
      await intents.insertOne(doc);
    } catch (error) {
      // The same key twice at once: like Stripe, both callers get the one intent.
      if (error instanceof MongoServerError && error.code === 11000)
        return toIntent((await intents.findOne({ idempotencyKey }))!);
      throw error;
    }
    return toIntent(doc);
  },
  async retrieveIntent(id) {
    const doc = await (await paymentIntentsCollection()).findOne({ _id: id });
    return doc ? toIntent(doc) : null;
  },
  async cancelIntent(id) {
    const intents = await paymentIntentsCollection();
    await intents.updateOne(
      { _id: id, status: { $ne: 'succeeded' } },
      { $set: { status: 'canceled', updatedAt: new Date() } },
    );
    const doc = await intents.findOne({ _id: id });
    return !doc || doc.status === 'canceled';
  },
};

export type TestConfirmResult = { ok: true; intent: Intent } | { ok: false; message: string };

/**
 * The test gateway's card form posts here (the part Stripe.js plays with Stripe's servers).
 * Only the customer who owns the order can charge a card for it.
 */
export async function confirmTestPayment(
  caller: Caller,
  clientSecret: string,
  card: Card,
  billingName: string,
): Promise<TestConfirmResult> {
  const intents = await paymentIntentsCollection();
  const intent = await intents.findOne({ clientSecret });
  if (!intent) return { ok: false, message: 'This payment could not be found. Please reload the page.' };
  await findOwnOrder(caller, intent.orderId);
  if (intent.status === 'succeeded') return { ok: true, intent: toIntent(intent) };
  if (intent.status === 'canceled') return { ok: false, message: 'This payment was cancelled.' };
  const problem = chargeProblem(card);
  if (problem) {
    await intents.updateOne({ _id: intent._id }, { $set: { lastError: problem, updatedAt: new Date() } });
    return { ok: false, message: problem };
  }
  await intents.updateOne(
    { _id: intent._id, status: 'requires_payment_method' },
    { $set: { status: 'succeeded', billingName, updatedAt: new Date() }, $unset: { lastError: '' } },
  );
  const after = await intents.findOne({ _id: intent._id });
  return after?.status === 'succeeded'
    ? { ok: true, intent: toIntent(after) }
    : { ok: false, message: 'This payment was cancelled.' };
}
