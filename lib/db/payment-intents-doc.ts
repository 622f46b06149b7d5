import type { IntentStatus } from '@/lib/model/payment-status';

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
