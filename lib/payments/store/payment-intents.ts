import 'server-only';
import { MongoServerError } from 'mongodb';
import { paymentIntentsCollection } from './collections';
import type { PaymentIntentDoc, TestRefund } from './payment-intents-doc';
export type { PaymentIntentDoc } from './payment-intents-doc';

/** Stores a new intent; a second one with the same idempotency key answers the first instead. */
export async function insertIntentOnce(doc: PaymentIntentDoc): Promise<PaymentIntentDoc> {
  const intents = await paymentIntentsCollection();
  const existing = await intents.findOne({ idempotencyKey: doc.idempotencyKey });
  if (existing) return existing;
  try {
    await intents.insertOne(doc);
    return doc;
  } catch (error) {
    // The same key twice at once: like Stripe, both callers get the one intent.
    if (error instanceof MongoServerError && error.code === 11000)
      return (await intents.findOne({ idempotencyKey: doc.idempotencyKey }))!;
    throw error;
  }
}

export async function findIntent(id: string): Promise<PaymentIntentDoc | null> {
  return (await paymentIntentsCollection()).findOne({ _id: id });
}

export async function findIntentBySecret(clientSecret: string): Promise<PaymentIntentDoc | null> {
  return (await paymentIntentsCollection()).findOne({ clientSecret });
}

/** Cancels it unless it succeeded; answers the intent as it is now. */
export async function cancelIntentDoc(id: string): Promise<PaymentIntentDoc | null> {
  const intents = await paymentIntentsCollection();
  await intents.updateOne(
    { _id: id, status: { $ne: 'succeeded' } },
    { $set: { status: 'canceled', updatedAt: new Date() } },
  );
  return intents.findOne({ _id: id });
}

export async function recordIntentError(id: string, lastError: string): Promise<void> {
  await (
    await paymentIntentsCollection()
  ).updateOne({ _id: id }, { $set: { lastError, updatedAt: new Date() } });
}

/** requires_payment_method → succeeded; answers the intent as it is now. */
export async function succeedIntentDoc(id: string, billingName: string): Promise<PaymentIntentDoc | null> {
  const intents = await paymentIntentsCollection();
  await intents.updateOne(
    { _id: id, status: 'requires_payment_method' },
    { $set: { status: 'succeeded', billingName, updatedAt: new Date() }, $unset: { lastError: '' } },
  );
  return intents.findOne({ _id: id });
}

/**
 * The test gateway's refund: once per idempotency key (a repeat answers the first), only of a
 * payment that succeeded, and never past what was paid (the write expects the refunded sum it
 * read). The refund, or why not.
 */
export async function refundIntentOnce(
  id: string,
  idempotencyKey: string,
  amountCents: number,
  refundId: string,
): Promise<TestRefund | { refusal: string }> {
  const intents = await paymentIntentsCollection();
  for (;;) {
    const intent = await intents.findOne({ _id: id });
    const earlier = intent?.refunds?.find((refund) => refund.idempotencyKey === idempotencyKey);
    if (earlier) return earlier;
    if (intent?.status !== 'succeeded') return { refusal: 'This payment has not succeeded' };
    const refunded = intent.refundedCents ?? 0;
    if (refunded + amountCents > intent.amountCents)
      return { refusal: 'The refund is larger than what is left of the payment' };
    const refund = { id: refundId, idempotencyKey, amountCents, at: new Date() };
    const written = await intents.updateOne(
      { _id: id, refundedCents: refunded === 0 ? { $exists: false } : refunded },
      { $push: { refunds: refund }, $set: { refundedCents: refunded + amountCents, updatedAt: refund.at } },
    );
    if (written.modifiedCount === 1) return refund;
  }
}

/** A refund the test gateway made, by its id. */
export async function findTestRefund(refundId: string): Promise<TestRefund | null> {
  const intent = await (await paymentIntentsCollection()).findOne({ 'refunds.id': refundId });
  return intent?.refunds?.find((refund) => refund.id === refundId) ?? null;
}
