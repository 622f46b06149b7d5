import 'server-only';
import { recordAudit } from '@/lib/audit';
import { isIdString, toId } from '@/lib/db';
import { findOrder } from './store/orders';
import { beginEvent, finishEvent } from './store/webhook-events';
import { findOrderWithRefund } from './store/order-refunds';
import { verifiedPaymentEvent, type RefundEvent } from '@/lib/payments';
import { finishRefund, settleFromGateway } from './refund-order';
import { markPaid, paysFor } from './pay';
import { bookInvoiceCardPayment } from './invoice-payment';

export type WebhookOutcome = 'paid' | 'refund_settled' | 'ignored' | 'replayed' | 'orphaned';

/**
 * Stripe's signed `payment_intent.succeeded` pays the order even if the browser never came back;
 * its refund events settle a refund left pending. Every delivery is verified first
 * (lib/payments/webhook.ts); processed event ids are recorded, and marking paid or settling a
 * refund is conditional, so replays change nothing.
 */
export async function handleStripeWebhook(
  payload: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  const event = verifiedPaymentEvent(payload, signature);
  if (!event) return 'ignored';
  if (!(await beginEvent(event.eventId, event.eventType))) return 'replayed';
  if ('refund' in event) {
    const settled = await settleRefundEvent(event);
    await finishEvent(event.eventId);
    return settled ? 'refund_settled' : 'ignored';
  }
  const { intent } = event;
  let outcome: WebhookOutcome = 'ignored';
  // A company paying its invoice on account by card: booked on its account, once (./invoice-payment.ts).
  if (intent.purpose === 'invoice') {
    if (await bookInvoiceCardPayment(intent, 'stripe')) outcome = 'paid';
  } else if (intent.orderId && isIdString(intent.orderId)) {
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

/** A refund's final word from Stripe, for a refund of ours still pending; then what follows it. */
async function settleRefundEvent(event: RefundEvent): Promise<boolean> {
  if (!event.orderId || !isIdString(event.orderId) || !event.refundId || !isIdString(event.refundId))
    return false;
  const order = await findOrderWithRefund(toId(event.orderId), toId(event.refundId));
  const refund = order?.refunds?.find((r) => r._id.equals(toId(event.refundId!)));
  if (!order || refund?.status !== 'pending') return false;
  if (!(await settleFromGateway(order, refund, event.refund))) return false;
  await finishRefund(order, {
    ...refund,
    status: event.refund.status === 'succeeded' ? 'succeeded' : 'failed',
  });
  return true;
}
