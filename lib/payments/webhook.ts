import 'server-only';
import type Stripe from 'stripe';
import { recordAudit } from '@/lib/db/audit';
import { isIdString, toId } from '@/lib/db/ids';
import { findOrder } from '@/lib/db/orders';
import { beginEvent, finishEvent } from '@/lib/db/webhook-events';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model/app-error';
import { markPaid, paysFor } from './pay-order';
import { verifyWebhook } from './stripe-gateway';
import type { IntentStatus } from '@/lib/model/payment-status';

export type WebhookOutcome = 'paid' | 'ignored' | 'replayed' | 'orphaned';

/**
 * Stripe's signed `payment_intent.succeeded` pays the order even if the browser never came back.
 * Every delivery is verified first; processed event ids are recorded, and marking paid is
 * conditional, so replays change nothing.
 */
export async function handleStripeWebhook(
  payload: string,
  signature: string | null,
): Promise<WebhookOutcome> {
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
  if (event.type !== 'payment_intent.succeeded') return 'ignored';
  if (!(await beginEvent(event.id, event.type))) return 'replayed';

  const object = event.data.object;
  const orderId = object.metadata?.orderId;
  let outcome: WebhookOutcome = 'ignored';
  if (orderId && isIdString(orderId)) {
    const order = await findOrder(toId(orderId));
    const intent = {
      id: object.id,
      status: object.status as IntentStatus,
      amountCents: object.amount,
      currency: object.currency,
      orderId,
      clientSecret: null,
    };
    if (order && paysFor(intent, order) && (await markPaid(order, intent))) outcome = 'paid';
    if (!order) {
      // Money taken for an order that no longer exists: someone must refund it.
      outcome = 'orphaned';
      console.error(
        `Stripe payment ${object.id} succeeded for missing order ${orderId}: refund it in the Stripe dashboard.`,
      );
      await recordAudit({
        action: 'payment.orphaned',
        actor: 'stripe',
        target: object.id,
        details: { orderId, amount: object.amount },
      });
    }
  }
  await finishEvent(event.id);
  return outcome;
}
