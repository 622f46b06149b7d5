import 'server-only';
import Stripe from 'stripe';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model';
import type { IntentStatus } from '@/lib/model';
import type { GatewayRefund, Intent, PaymentGateway } from './payment-gateway';

let client: { key: string; stripe: Stripe } | undefined;

function stripe(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_API_BASE } = env();
  if (!STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set');
  if (client?.key !== STRIPE_SECRET_KEY) {
    // Tests point the client at a local server that speaks Stripe's HTTP API.
    const base = STRIPE_API_BASE ? new URL(STRIPE_API_BASE) : null;
    const override = base
      ? {
          host: base.hostname,
          port: Number(base.port),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {};
    client = {
      key: STRIPE_SECRET_KEY,
      stripe: new Stripe(STRIPE_SECRET_KEY, { maxNetworkRetries: 2, timeout: 20_000, ...override }),
    };
  }
  return client.stripe;
}

/** Stripe errors are logged here and answered as 502: the customer can try again. */
function unavailable(error: unknown): AppError {
  console.error('Stripe request failed', error);
  return new AppError('upstream', 'The payment provider could not be reached. Please try again in a moment.');
}

const toIntent = (intent: Stripe.PaymentIntent): Intent => ({
  id: intent.id,
  status: intent.status as IntentStatus,
  amountCents: intent.amount,
  currency: intent.currency,
  orderId: intent.metadata?.orderId ?? null,
  purpose: intent.metadata?.purpose === 'invoice' ? 'invoice' : 'order',
  clientSecret: intent.client_secret,
});

/** Stripe's refund statuses in the store's three: a refund needing action is not settled yet. */
export const toGatewayRefund = (
  refund: Pick<Stripe.Refund, 'id' | 'status' | 'failure_reason'>,
): GatewayRefund => ({
  id: refund.id,
  status:
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending',
  failure:
    refund.status === 'failed' || refund.status === 'canceled'
      ? `The payment provider could not refund it (${refund.failure_reason ?? refund.status}).`
      : null,
});

export function stripeGateway(): PaymentGateway {
  return {
    name: 'stripe',
    async createIntent({ orderId, amountCents, currency, idempotencyKey, purpose = 'order' }) {
      try {
        const intent = await stripe().paymentIntents.create(
          // Cards only, confirmed in the page: no redirect-based methods.
          {
            amount: amountCents,
            currency,
            metadata: { orderId, ...(purpose === 'invoice' ? { purpose } : {}) },
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        throw unavailable(error);
      }
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe().paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw unavailable(error);
      }
    },
    async cancelIntent(id) {
      const intent = await this.retrieveIntent(id);
      if (!intent || intent.status === 'canceled') return true;
      if (intent.status === 'succeeded' || intent.status === 'processing') return false;
      try {
        await stripe().paymentIntents.cancel(id);
        return true;
      } catch {
        // It moved on between the two calls (e.g. just succeeded): ask again.
        return (await this.retrieveIntent(id))?.status === 'canceled';
      }
    },
    async refund({ intentId, amountCents, idempotencyKey, metadata }) {
      try {
        return toGatewayRefund(
          await stripe().refunds.create(
            { payment_intent: intentId, amount: amountCents, metadata },
            { idempotencyKey },
          ),
        );
      } catch (error) {
        // Stripe said no (already refunded, more than is left): a refund that failed, with its reason.
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return {
            id: null,
            status: 'failed',
            failure: `The payment provider refused the refund: ${error.message}`,
          };
        throw unavailable(error);
      }
    },
    async retrieveRefund(id) {
      try {
        return toGatewayRefund(await stripe().refunds.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw unavailable(error);
      }
    },
  };
}

/** Verifies a webhook delivery's signature; throws when it is not Stripe's. */
export function verifyWebhook(payload: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}
