import type { IntentStatus } from '@/lib/model';

/** The offline test gateway's own record of payments, playing the part of Stripe's servers. */
export type PaymentIntentDoc = {
  _id: string;
  orderId: string;
  /** Set when it pays an invoice on account rather than the order itself. */
  purpose?: 'invoice';
  amountCents: number;
  currency: string;
  status: IntentStatus;
  clientSecret: string;
  idempotencyKey: string;
  billingName?: string;
  lastError?: string;
  /** Money given back, each refund once per idempotency key (as Stripe keeps them). */
  refunds?: TestRefund[];
  refundedCents?: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A refund the test gateway made: always at once, never more than is left of the payment. */
export type TestRefund = { id: string; idempotencyKey: string; amountCents: number; at: Date };
