import 'server-only';
import { MongoServerError } from 'mongodb';
import { paymentIntentsCollection } from './collections';
import type { PaymentIntentDoc } from './payment-intents-doc';
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
