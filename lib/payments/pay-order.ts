import 'server-only';
import type { Caller } from '@/lib/auth/caller';
import { ordersCollection, type OrderDoc } from '@/lib/db/orders';
import { conflict, HttpError } from '@/lib/http/errors';
import { findOwnOrder } from '@/lib/orders/access';
import { holdStockForPayment, markOrderPaid } from '@/lib/orders/holds';
import { toOrderDto, type OrderDto } from '@/lib/orders/order-dto';
import { paymentGateway, type Intent, type PaymentGateway } from './gateway';

const CURRENCY = 'usd';
const ALREADY_PAID = 'This order is already paid';

function requireGateway(): PaymentGateway {
  const gateway = paymentGateway();
  if (!gateway)
    throw new HttpError(503, 'Card payments are not available right now. Please try again later.');
  return gateway;
}

/**
 * POST /api/create-payment-intent: the amount is the stored order's total, never the client's.
 * The idempotency key makes a repeated request (double click, reload) reuse the same payment.
 */
export async function startPayment(caller: Caller, orderId: string): Promise<{ clientSecret: string }> {
  const order = await findOwnOrder(caller, orderId);
  if (order.paid) throw conflict(ALREADY_PAID);
  const gateway = requireGateway();
  // A payment that went through while the browser was away: record it instead of starting another.
  if (await recordIfPaid(gateway, order)) throw conflict(ALREADY_PAID);
  await holdStockForPayment(order);
  const id = order._id.toHexString();
  const intent = await gateway.createIntent({
    orderId: id,
    amountCents: order.totalCents,
    currency: CURRENCY,
    idempotencyKey: `order-${id}-${order.totalCents}`,
  });
  if (!intent.clientSecret)
    throw new HttpError(502, 'The payment provider did not start the payment. Please try again.');
  const orders = await ordersCollection();
  const linked = await orders.updateOne(
    { _id: order._id, status: 'unpaid' },
    { $set: { paymentIntentId: intent.id } },
  );
  if (linked.matchedCount === 0) {
    // Cancelled (or paid) meanwhile: never hand out a way to pay for an order that is gone.
    await gateway.cancelIntent(intent.id);
    throw conflict('This order was cancelled or paid meanwhile. Please refresh the page.');
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
    intent.orderId === order._id.toHexString()
  );
}

/** Marks the order paid once (lib/orders/states.ts); later calls change nothing. */
export const markPaid = (order: OrderDoc, intent: Intent) => markOrderPaid(order, intent.id);

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
  if (order.paid) {
    if (order.transactionId === transactionId) return toOrderDto(order);
    throw conflict(ALREADY_PAID);
  }
  const intent = await requireGateway().retrieveIntent(transactionId);
  if (!paysFor(intent, order)) {
    throw new HttpError(
      402,
      'This payment has not been completed for this order. You have not been charged for it.',
    );
  }
  await markPaid(order, intent);
  const paid = await (await ordersCollection()).findOne({ _id: order._id });
  if (!paid || paid.transactionId !== intent.id) throw conflict(ALREADY_PAID);
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
