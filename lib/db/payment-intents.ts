import 'server-only';
import { getDb } from './client';
import type { IntentStatus } from '@/lib/payments/gateway';

/** The offline test gateway's own record of payments, playing the part of Stripe's servers. */
export type PaymentIntentDoc = {
  _id: string;
  orderId: string;
  amountCents: number;
  currency: string;
  status: IntentStatus;
  clientSecret: string;
  idempotencyKey: string;
  billingName?: string;
  lastError?: string;
  createdAt: Date;
  updatedAt: Date;
};

export async function paymentIntentsCollection() {
  return (await getDb()).collection<PaymentIntentDoc>('payment_intents');
}
