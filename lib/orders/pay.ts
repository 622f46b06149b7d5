import 'server-only';
import type { Caller, IntentStatus } from '@/lib/model';
import { hasAudit, recordAudit } from '@/lib/audit';
import { findOrder } from './store/orders';
import { linkPaymentIntent } from './store/order-payments';
import type { OrderDoc } from './store/orders-doc';
import { AppError, isPaid, isShown } from '@/lib/model';
import { findOwnOrder } from './access';
import { markOrderPaid } from './holds';
import { sendOrderMailSoon } from './order-mail';
import { holdStockForPayment } from './payment-hold';
import { limitPerUser } from '@/lib/limits';
import { toOrderDto, type OrderDto } from './order-dto';
import { paymentGateway, confirmTestPayment } from '@/lib/payments';
import type { Card, Intent, PaymentGateway } from '@/lib/payments';

const CURRENCY = 'usd';
/** Starts and confirmations one customer may make a minute (each may ask the provider). */
const PAYMENT_CALLS_PER_MINUTE = 20;
const ALREADY_PAID = 'This order is already paid';
const NOT_COMPLETED = 'This payment has not been completed for this order. You have not been charged for it.';

function requireGateway(): PaymentGateway {
  const gateway = paymentGateway();
  if (!gateway)
    throw new AppError('unavailable', 'Card payments are not available right now. Please try again later.');
  return gateway;
}

/** Payments that may still complete: reused rather than started anew, cancelled with the order. */
const OPEN_STATUSES: ReadonlySet<IntentStatus> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

/** Every payment ever started for the order (the current one last). */
export const intentIdsOf = (order: Pick<OrderDoc, 'paymentIntentId' | 'paymentIntentIds'>) => [
  ...new Set([...(order.paymentIntentIds ?? []), ...(order.paymentIntentId ? [order.paymentIntentId] : [])]),
];

/** The order's current payment if it can still be completed for its amount, else null. */
async function reusableIntent(gateway: PaymentGateway, order: OrderDoc): Promise<Intent | null> {
  if (!order.paymentIntentId) return null;
  const intent = await gateway.retrieveIntent(order.paymentIntentId);
  const fits =
    intent !== null &&
    OPEN_STATUSES.has(intent.status) &&
    intent.amountCents === order.totalCents &&
    intent.orderId === order._id.toHexString() &&
    intent.clientSecret !== null;
  return fits ? intent : null;
}

/**
 * POST /api/create-payment-intent: the amount is the stored order's total, never the client's.
 * An order has one payment at a time: its open one is reused (a reload, a second tab, a return a
 * day later); a new one is started only when it cannot complete any more, with a key of its own.
 */
export async function startPayment(caller: Caller, orderId: string): Promise<{ clientSecret: string }> {
  const order = await findOwnOrder(caller, orderId);
  if (isPaid(order)) throw new AppError('conflict', ALREADY_PAID);
  const gateway = requireGateway();
  // Each start may call the provider (twice): a customer's few tries a minute, not a loop.
  await limitPerUser(caller.id, 'payment-start', PAYMENT_CALLS_PER_MINUTE, 1);
  // A payment that went through while the browser was away: record it instead of starting another.
  if (await recordIfPaid(gateway, order)) throw new AppError('conflict', ALREADY_PAID);
  await holdStockForPayment(caller, order);
  const id = order._id.toHexString();
  const intent =
    (await reusableIntent(gateway, order)) ??
    (await gateway.createIntent({
      orderId: id,
      amountCents: order.totalCents,
      currency: CURRENCY,
      idempotencyKey: `order-${id}-${order.totalCents}-${intentIdsOf(order).length}`,
    }));
  if (!intent.clientSecret)
    throw new AppError('upstream', 'The payment provider did not start the payment. Please try again.');
  if (!(await linkPaymentIntent(order._id, intent.id))) {
    // Cancelled (or paid) meanwhile: never hand out a way to pay for an order that is gone.
    await gateway.cancelIntent(intent.id);
    throw new AppError('conflict', 'This order was cancelled or paid meanwhile. Please refresh the page.');
  }
  return { clientSecret: intent.clientSecret };
}

/** A payment pays an order only if it succeeded, for exactly its amount, for that very order. */
export function paysFor(
  intent: Intent | null,
  order: Pick<OrderDoc, '_id' | 'totalCents'>,
): intent is Intent {
  return (
    intent !== null &&
    intent.status === 'succeeded' &&
    intent.amountCents === order.totalCents &&
    intent.currency === CURRENCY &&
    intent.orderId === order._id.toHexString() &&
    // A payment of the order's invoice on account never pays the order itself.
    intent.purpose === 'order'
  );
}

/**
 * Marks the order paid once (lib/orders/states.ts); later calls change nothing. A second payment
 * that succeeded for an order another one already paid, or one for an order cancelled meanwhile,
 * is audited `payment.duplicate`: money taken that no order keeps, for an admin to refund.
 * "Payment received" is recorded by whichever call learns the order is paid by this payment, the
 * first or a repeat (a webhook delivered again, the browser's confirmation): recording it is
 * idempotent, so a crash between the two writes is mended by the next word of the same payment.
 */
export async function markPaid(order: OrderDoc, intent: Intent): Promise<boolean> {
  const paidNow = await markOrderPaid(order, intent.id);
  const now = paidNow ? null : await findOrder(order._id);
  if (paidNow || now?.transactionId === intent.id) {
    await sendOrderMailSoon({ ...order, transactionId: intent.id }, 'order-paid');
    return paidNow;
  }
  // Paid by another payment, or cancelled before this one went through: money no order keeps.
  const unkept = now?.status === 'cancelled' && !isPaid(now);
  if (unkept || now?.transactionId) await recordDuplicatePayment(order, intent);
  return false;
}

async function recordDuplicatePayment(order: OrderDoc, intent: Intent) {
  const audit = { action: 'payment.duplicate' as const, actor: 'gateway', target: intent.id };
  if (await hasAudit(audit.action, audit.target)) return;
  console.error(
    `Payment ${intent.id} succeeded for order ${order._id.toHexString()}, already paid: refund it.`,
  );
  await recordAudit({ ...audit, details: { orderId: order._id.toHexString(), amount: intent.amountCents } });
}

/**
 * PATCH /api/order/{id} after the browser confirmed the card: the server asks the gateway itself
 * whether `transactionId` paid this order. Idempotent for the same transaction.
 */
export async function confirmPayment(
  caller: Caller,
  orderId: string,
  transactionId: string,
): Promise<OrderDto> {
  const order = await findOwnOrder(caller, orderId);
  if (isPaid(order) && order.transactionId === transactionId) return toOrderDto(order);
  // Only payments this order started are asked about: any other id is refused without a provider call.
  const recorded = intentIdsOf(order).includes(transactionId);
  if (!recorded && isPaid(order)) throw new AppError('conflict', ALREADY_PAID);
  if (!recorded) throw new AppError('payment', NOT_COMPLETED);
  await limitPerUser(caller.id, 'payment-confirm', PAYMENT_CALLS_PER_MINUTE, 1);
  const intent = await requireGateway().retrieveIntent(transactionId);
  if (isPaid(order)) {
    // Another payment paid it first: if this one went through too, an admin must refund it.
    if (paysFor(intent, order)) await recordDuplicatePayment(order, intent);
    throw new AppError('conflict', ALREADY_PAID);
  }
  if (!paysFor(intent, order)) throw new AppError('payment', NOT_COMPLETED);
  await markPaid(order, intent);
  const paid = await findOrder(order._id);
  if (!paid || !isShown(paid) || paid.transactionId !== intent.id)
    throw new AppError('conflict', ALREADY_PAID);
  return toOrderDto(paid);
}

/**
 * Asks the gateway about the order's last payment and, if it paid this order, records that.
 * True when the order is (now) paid.
 */
export async function recordIfPaid(gateway: PaymentGateway, order: OrderDoc): Promise<boolean> {
  if (!order.paymentIntentId) return false;
  const intent = await gateway.retrieveIntent(order.paymentIntentId);
  if (!paysFor(intent, order)) return false;
  await markPaid(order, intent);
  return true;
}

/** The offline test gateway's card form (lib/payments/test-gateway.ts), for the order's own customer. */
export const payWithTestCard = (caller: Caller, clientSecret: string, card: Card, billingName: string) =>
  confirmTestPayment(clientSecret, card, billingName, (orderId) => findOwnOrder(caller, orderId));
