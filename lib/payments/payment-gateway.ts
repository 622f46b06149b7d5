import type { IntentStatus } from '@/lib/model';

/** What the gateway says about a payment: the server trusts nothing else. */
export type Intent = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** The order this payment was created for (stored in the gateway's metadata). */
  orderId: string | null;
  /** What it pays: the order itself, or the invoice of an order on account (issue 35). */
  purpose: PaymentPurpose;
  clientSecret: string | null;
};

/** A payment pays for an order (checkout), or pays an invoice on account down (its company's finance). */
export type PaymentPurpose = 'order' | 'invoice';

/** What the gateway says about money given back. `pending` settles later (its webhook, or asking again). */
export type GatewayRefund = {
  id: string | null;
  status: 'succeeded' | 'pending' | 'failed';
  /** Why it failed, in words an admin can act on. */
  failure: string | null;
};

export type GatewayName = 'stripe' | 'test';

/** Both gateways behind one interface (docs/decisions/0007); the rest of the app never knows which. */
export interface PaymentGateway {
  readonly name: GatewayName;
  createIntent(input: {
    orderId: string;
    amountCents: number;
    currency: 'usd';
    idempotencyKey: string;
    /** Unset: the order's own payment. */
    purpose?: PaymentPurpose;
  }): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent | null>;
  /** Cancels an unfinished payment. False when it already succeeded (or is still processing). */
  cancelIntent(id: string): Promise<boolean>;
  /**
   * Gives back part or all of a payment that succeeded. The same idempotency key answers the same
   * refund, however often it is asked (a retry after a crash refunds nothing twice); `metadata`
   * names the order and refund for the webhook.
   */
  refund(input: {
    intentId: string;
    amountCents: number;
    idempotencyKey: string;
    metadata: { orderId: string; refundId: string };
  }): Promise<GatewayRefund>;
  /** A refund as the gateway sees it now, or null when it does not know it. */
  retrieveRefund(id: string): Promise<GatewayRefund | null>;
}
