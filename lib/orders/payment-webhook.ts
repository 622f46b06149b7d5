import 'server-only';
import { recordAudit } from '@/lib/db/audit';
import { isIdString, toId } from '@/lib/db/ids';
import { findOrder } from '@/lib/db/orders';
import { beginEvent, finishEvent } from '@/lib/db/webhook-events';
import { verifiedPaymentEvent } from '@/lib/payments/webhook';
import { markPaid, paysFor } from './pay';

export type WebhookOutcome = 'paid' | 'ignored' | 'replayed' | 'orphaned';

/**
 * Stripe's signed `payment_intent.succeeded` pays the order even if the browser never came back.
 * Every delivery is verified first (lib/payments/webhook.ts); processed event ids are recorded,
 * and marking paid is conditional, so replays change nothing.
 */
export async function handleStripeWebhook(
  payload: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const event = verifiedPaymentEvent(payload, signature);
  if (!event) return 'ignored';
  if (!(await beginEvent(event.eventId, event.eventType))) return 'replayed';
  const { intent } = event;
  let outcome: WebhookOutcome = 'ignored';
  if (intent.orderId && isIdString(intent.orderId)) {
    const order = await findOrder(toId(intent.orderId));
    if (order && paysFor(intent, order) && (await markPaid(order, intent))) outcome = 'paid';
    if (!order) {
      // Money taken for an order that no longer exists: someone must refund it.
      outcome = 'orphaned';
      console.error(
        `Stripe payment ${intent.id} succeeded for missing order ${intent.orderId}: refund it in the Stripe dashboard.`,
      );
      await recordAudit({
        action: 'payment.orphaned',
        actor: 'stripe',
        target: intent.id,
        details: { orderId: intent.orderId, amount: intent.amountCents },
      });
    }
  }
  await finishEvent(event.eventId);
  return outcome;
}
