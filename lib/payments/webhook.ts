import 'server-only';
import type Stripe from 'stripe';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model';
import type { IntentStatus } from '@/lib/model';
import type { GatewayRefund, Intent } from './payment-gateway';
import { toGatewayRefund, verifyWebhook } from './stripe-gateway';

/** A verified `payment_intent.succeeded`: its event id (replays share it) and the payment. */
export type PaymentEvent = { eventId: string; eventType: string; intent: Intent };

/** A verified refund event: the refund as Stripe now sees it, and the order and refund it names. */
export type RefundEvent = {
  eventId: string;
  eventType: string;
  refund: GatewayRefund;
  orderId: string | null;
  refundId: string | null;
};

/** Stripe's events about a refund's state (the newer names and the older one). */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

/**
 * Verifies a Stripe webhook delivery (signature, secret) and answers the payment it reports as
 * succeeded or the refund it reports on, or null for an event the store does not act on. What they
 * do to an order is lib/orders/payment-webhook.ts's.
 */
export function verifiedPaymentEvent(
  payload: string,
  signature: string | null,
): PaymentEvent | RefundEvent | null {
  if (!signature) throw new AppError('bad_request', 'Missing Stripe-Signature header');
  const secret = env().STRIPE_WEBHOOK_SECRET;
  // Without Stripe there is no webhook: the route does not exist for this deployment.
  if (!secret) throw new AppError('not_found', 'Stripe webhooks are not configured');
  let event: Stripe.Event;
  try {
    event = verifyWebhook(payload, signature, secret);
  } catch {
    throw new AppError('bad_request', 'Invalid Stripe signature');
  }
  if (REFUND_EVENTS.has(event.type)) {
    const refund = event.data.object as Stripe.Refund;
    return {
      eventId: event.id,
      eventType: event.type,
      refund: toGatewayRefund(refund),
      orderId: refund.metadata?.orderId ?? null,
      refundId: refund.metadata?.refundId ?? null,
    };
  }
  if (event.type !== 'payment_intent.succeeded') return null;
  const object = event.data.object;
  return {
    eventId: event.id,
    eventType: event.type,
    intent: {
      id: object.id,
      status: object.status as IntentStatus,
      amountCents: object.amount,
      currency: object.currency,
      orderId: object.metadata?.orderId ?? null,
      purpose: object.metadata?.purpose === 'invoice' ? 'invoice' : 'order',
      clientSecret: null,
    },
  };
}
