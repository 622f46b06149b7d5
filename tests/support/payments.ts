import type { TestUser } from './auth';
import { api, baseURL } from './http';
import { intentIdFromSecret, succeedIntent } from './stripe';

type Answer = Record<string, unknown> & { error?: string };

/** POST /api/create-payment-intent for the order: its clientSecret, or the refusal. */
export const startPayment = (user: TestUser, orderId: string, origin = baseURL()) =>
  api<{ clientSecret: string; error: string }>('/api/create-payment-intent', {
    method: 'POST',
    cookie: user.cookie,
    body: { orderId },
    origin,
  });

/** What the payment page does after the card step: tells the server, which asks the gateway. */
const patchPaid = (user: TestUser, orderId: string, transactionId: string, origin: string) =>
  api<Answer>(`/api/order/${orderId}`, {
    method: 'PATCH',
    cookie: user.cookie,
    body: { transactionId },
    origin,
  });

/** Pays on an app running the offline test gateway (its test card); answers the PATCH. */
export async function pay(user: TestUser, orderId: string, origin = baseURL()) {
  const started = await startPayment(user, orderId, origin);
  if (started.status !== 200) return started;
  return confirmAndPatch(user, orderId, started.body.clientSecret, origin);
}

/** The test gateway's card step, then the PATCH. */
export async function confirmAndPatch(
  user: TestUser,
  orderId: string,
  clientSecret: string,
  origin = baseURL(),
) {
  const confirmed = await api<{ paymentIntent: { id: string } }>('/api/payments/test/confirm', {
    method: 'POST',
    cookie: user.cookie,
    body: {
      clientSecret,
      billingName: 'Holder',
      card: { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    },
    origin,
  });
  return patchPaid(user, orderId, confirmed.body.paymentIntent.id, origin);
}

/** Pays on the shared test app, whose gateway is Stripe (the fake at its network boundary). */
export async function payAtStripe(user: TestUser, orderId: string, origin = baseURL()) {
  const started = await startPayment(user, orderId, origin);
  if (started.status !== 200) return started;
  const intentId = intentIdFromSecret(started.body.clientSecret);
  await succeedIntent(intentId);
  return patchPaid(user, orderId, intentId, origin);
}
