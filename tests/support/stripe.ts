import Stripe from 'stripe';
import { inject } from 'vitest';
import { FAKE_STRIPE_KEYS } from '../../scripts/test-support/fake-stripe.mjs';

type FakeIntent = {
  id: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  client_secret: string;
};

const stripeURL = () => inject('stripeURL');

/** What the card holder's bank does in real life: the payment goes through. */
export async function succeedIntent(id: string): Promise<FakeIntent> {
  return (await fetch(`${stripeURL()}/__test/payment_intents/${id}/succeed`, { method: 'POST' })).json();
}

/** A payment made at Stripe directly, outside the store (e.g. for the wrong amount). */
export async function createIntentAtStripe(params: {
  amount: number;
  orderId: string;
  currency?: string;
}): Promise<FakeIntent> {
  const response = await fetch(`${stripeURL()}/v1/payment_intents`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${FAKE_STRIPE_KEYS.secret}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      amount: String(params.amount),
      currency: params.currency ?? 'usd',
      'metadata[orderId]': params.orderId,
    }),
  });
  return response.json();
}

export async function stripeRequests(): Promise<
  { method: string; path: string; idempotencyKey: string | null; body: Record<string, unknown> }[]
> {
  return (await fetch(`${stripeURL()}/__test/requests`)).json();
}

export function intentIdFromSecret(clientSecret: string) {
  return clientSecret.split('_secret_')[0]!;
}

/** A webhook delivery as Stripe signs it (`secret` wrong → a forged one). */
export function signedEvent(event: object, secret = FAKE_STRIPE_KEYS.webhook) {
  const payload = JSON.stringify(event);
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

export function succeededEvent(
  intent: Pick<FakeIntent, 'id' | 'amount' | 'currency' | 'metadata'>,
  eventId = `evt_${intent.id}`,
) {
  return {
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...intent, object: 'payment_intent', status: 'succeeded' } },
  };
}

const stripeApi = (path: string, method = 'GET') =>
  fetch(`${stripeURL()}${path}`, { method, headers: { Authorization: `Bearer ${FAKE_STRIPE_KEYS.secret}` } });

/** The customer gave up (or Stripe expired the payment): it can no longer complete. */
export async function cancelIntentAtStripe(id: string): Promise<void> {
  await stripeApi(`/v1/payment_intents/${id}/cancel`, 'POST');
}

export async function intentStatus(id: string): Promise<string> {
  return ((await (await stripeApi(`/v1/payment_intents/${id}`)).json()) as FakeIntent).status;
}

/** The status Stripe gives the refunds made from now on ('pending': they wait for a webhook). */
export async function setRefundStatusAtStripe(status: 'succeeded' | 'pending'): Promise<void> {
  await fetch(`${stripeURL()}/__test/refund-status`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
}

type FakeRefund = { id: string; amount: number; status: string; metadata: Record<string, string> };

/** The bank's final word on a pending refund, as Stripe then holds it. */
export async function settleRefundAtStripe(id: string, status: 'succeeded' | 'failed'): Promise<FakeRefund> {
  return (
    await fetch(`${stripeURL()}/__test/refunds/${id}/settle`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status }),
    })
  ).json();
}

/** Stripe's `refund.updated` event for a refund as it now is. */
export function refundUpdatedEvent(refund: FakeRefund, eventId = `evt_${refund.id}_${refund.status}`) {
  return {
    id: eventId,
    object: 'event',
    type: 'refund.updated',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...refund, object: 'refund' } },
  };
}

/** Money given back in Stripe's dashboard, outside the store. */
export async function refundAtStripe(paymentIntent: string, amount: number): Promise<void> {
  await fetch(`${stripeURL()}/v1/refunds`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${FAKE_STRIPE_KEYS.secret}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ payment_intent: paymentIntent, amount: String(amount) }),
  });
}
