import 'server-only';
import { randomBytes } from 'node:crypto';
import type { PaymentIntentDoc } from './store/payment-intents';
import {
  cancelIntentDoc,
  findIntent,
  findIntentBySecret,
  findTestRefund,
  insertIntentOnce,
  refundIntentOnce,
  recordIntentError,
  succeedIntentDoc,
} from './store/payment-intents';
import type { Intent, PaymentGateway } from './payment-gateway';
import { chargeProblem, type Card } from './test-cards';

const toIntent = (doc: PaymentIntentDoc): Intent => ({
  id: doc._id,
  status: doc.status,
  amountCents: doc.amountCents,
  currency: doc.currency,
  orderId: doc.orderId,
  purpose: doc.purpose ?? 'order',
  clientSecret: doc.clientSecret,
});

/**
 * An offline gateway (like Saleor's dummy one) for development and e2e: intents live in MongoDB,
 * so the server verifies payments exactly as it does with Stripe.
 */
export const testGateway: PaymentGateway = {
  name: 'test',
  async createIntent({ orderId, amountCents, currency, idempotencyKey, purpose = 'order' }) {
    const id = `pi_test_${randomBytes(12).toString('hex')}`;
    const now = new Date();
    const stored = await insertIntentOnce({
      _id: id,
      orderId,
      ...(purpose === 'invoice' ? { purpose } : {}),
      amountCents,
      currency,
      status: 'requires_payment_method',
      clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      idempotencyKey,
      createdAt: now,
      updatedAt: now,
    });
    return toIntent(stored);
  },
  async retrieveIntent(id) {
    const doc = await findIntent(id);
    return doc ? toIntent(doc) : null;
  },
  async cancelIntent(id) {
    const doc = await cancelIntentDoc(id);
    return !doc || doc.status === 'canceled';
  },
  // Refunds at once, like a card refund on Stripe's test mode.
  async refund({ intentId, amountCents, idempotencyKey }) {
    const made = await refundIntentOnce(
      intentId,
      idempotencyKey,
      amountCents,
      `re_test_${randomBytes(12).toString('hex')}`,
    );
    return 'refusal' in made
      ? { id: null, status: 'failed', failure: made.refusal }
      : { id: made.id, status: 'succeeded', failure: null };
  },
  async retrieveRefund(id) {
    return (await findTestRefund(id)) ? { id, status: 'succeeded', failure: null } : null;
  },
};

export type TestConfirmResult = { ok: true; intent: Intent } | { ok: false; message: string };

/**
 * The test gateway's card form posts here (the part Stripe.js plays with Stripe's servers).
 * `authorize` is asked first with the payment's order id and throws when the caller may not pay
 * it (lib/orders/pay.ts: only the customer who owns the order).
 */
export async function confirmTestPayment(
  clientSecret: string,
  card: Card,
  billingName: string,
  authorize: (orderId: string) => Promise<unknown>,
): Promise<TestConfirmResult> {
  const intent = await findIntentBySecret(clientSecret);
  if (!intent) return { ok: false, message: 'This payment could not be found. Please reload the page.' };
  await authorize(intent.orderId);
  if (intent.status === 'succeeded') return { ok: true, intent: toIntent(intent) };
  if (intent.status === 'canceled') return { ok: false, message: 'This payment was cancelled.' };
  const problem = chargeProblem(card);
  if (problem) {
    await recordIntentError(intent._id, problem);
    return { ok: false, message: problem };
  }
  const after = await succeedIntentDoc(intent._id, billingName);
  return after?.status === 'succeeded'
    ? { ok: true, intent: toIntent(after) }
    : { ok: false, message: 'This payment was cancelled.' };
}
