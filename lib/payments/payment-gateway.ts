import type { IntentStatus } from '@/lib/model/payment-status';

/** What the gateway says about a payment: the server trusts nothing else. */
export type Intent = {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** The order this payment was created for (stored in the gateway's metadata). */
  orderId: string | null;
  clientSecret: string | null;
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
  }): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent | null>;
  /** Cancels an unfinished payment. False when it already succeeded (or is still processing). */
  cancelIntent(id: string): Promise<boolean>;
}
