import 'server-only';
import { env } from '@/lib/env';
import { stripeGateway } from './stripe-gateway';
import { testGateway } from './test-gateway';

import type { GatewayName, PaymentGateway } from './payment-gateway';

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
