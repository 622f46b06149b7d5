import 'server-only';
import { env } from '@/lib/env';
import { stripeGateway } from './stripe-gateway';
import { testGateway } from './test-gateway';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled'
  | 'requires_capture';

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

/** DESIGN.md §6: both gateways behind one interface; the rest of the app never knows which. */
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

/**
 * PAYMENTS_GATEWAY when set; otherwise Stripe when its key is set; otherwise the offline test
 * gateway, but only outside production, so a deployment without keys cannot hand out free orders.
 */
export function gatewayName(): GatewayName | null {
  const { PAYMENTS_GATEWAY, STRIPE_SECRET_KEY, NODE_ENV } = env();
  if (PAYMENTS_GATEWAY) return PAYMENTS_GATEWAY;
  if (STRIPE_SECRET_KEY) return 'stripe';
  return NODE_ENV === 'production' ? null : 'test';
}

export function paymentGateway(): PaymentGateway | null {
  const name = gatewayName();
  if (name === 'stripe') return stripeGateway();
  if (name === 'test') return testGateway;
  return null;
}
