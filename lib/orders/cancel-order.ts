import 'server-only';
import type { Caller } from '@/lib/model/caller';
import { recordAudit } from '@/lib/db/audit';
import type { OrderDoc } from '@/lib/db/orders';
import { cancelOrderFrom, findOrder } from '@/lib/db/orders';
import { AppError } from '@/lib/model/app-error';
import { invoiceLabel } from '@/lib/model/invoice-number';
import { paymentGateway } from '@/lib/payments/gateway';
import { intentIdsOf, markPaid, paysFor } from './pay';
import { findOrderFor } from './access';
import { afterCancel } from './after-cancel';
import { sendOrderMailSoon } from './order-mail';

const PAID_MESSAGE = 'Paid orders cannot be cancelled. Please contact us about a refund.';
const invoicedMessage = (invoiceNumber: number) =>
  `This order has invoice ${invoiceLabel(invoiceNumber)}: invoices are kept as issued, so the order cannot be deleted.`;

/**
 * Customers cancel their own unpaid orders; admins delete any order that has no invoice
 * (DELETE /api/order/{id}). Nothing is erased: the order becomes `cancelled` (shown nowhere),
 * then the units of an unpaid one go back to stock (./after-cancel.ts); a paid one's stay sold.
 * An invoiced order is a legal record: its delete is refused, and the refusal audited.
 */
export async function deleteOrder(
  caller: Caller,
  id: string,
  reason?: string,
): Promise<{ deletedCount: number }> {
  const order = await findOrderFor(caller, id);
  const isAdmin = caller.role === 'admin';
  if (order.paid && !isAdmin) throw new AppError('conflict', PAID_MESSAGE);
  if (order.invoiceNumber !== undefined) await refuseInvoiced(caller, order, order.invoiceNumber);
  if (!order.paid) await settleOpenPayment(order);

  // Conditional on the state we checked: a payment landing in between keeps the order.
  const cancelled = await cancelOrderFrom(order._id, order.paid ? 'cancelPaid' : 'cancel', {
    by: caller.email,
    reason,
    now: new Date(),
    reopenQuote: Boolean(order.quoteId),
  });
  if (!cancelled) {
    // Gone (a concurrent cancel won), paid or invoiced meanwhile: say which.
    const now = await findOrder(order._id);
    if (!now || now.status === 'cancelled') throw new AppError('not_found:order');
    if (now.invoiceNumber !== undefined) await refuseInvoiced(caller, now, now.invoiceNumber);
    if (now.invoiceClaimAt) throw new AppError('conflict', 'An invoice is being issued for this order.');
    throw new AppError('conflict', PAID_MESSAGE);
  }
  await afterCancel(cancelled);
  // A paid order's end is told with its refund; an unpaid one's now.
  if (!order.paid)
    await sendOrderMailSoon(
      { ...cancelled, cancelledBy: caller.email, cancelReason: reason },
      'order-cancelled',
    );
  if (isAdmin || order.paid) {
    await recordAudit({
      action: 'order.delete',
      actor: caller.email,
      target: order._id.toHexString(),
      details: { customerEmail: order.customerEmail, paid: order.paid, ...(reason ? { reason } : {}) },
    });
  } else {
    await recordAudit({ action: 'order.cancel', actor: caller.email, target: order._id.toHexString() });
  }
  return { deletedCount: 1 };
}

async function refuseInvoiced(caller: Caller, order: OrderDoc, invoiceNumber: number): Promise<never> {
  await recordAudit({
    action: 'order.delete_refused',
    actor: caller.email,
    target: order._id.toHexString(),
    details: { invoice: invoiceLabel(invoiceNumber) },
  });
  throw new AppError('conflict', invoicedMessage(invoiceNumber));
}

/**
 * An unpaid order may have payments in flight (one per attempt). Every one is cancelled at the
 * gateway first; if one already succeeded, the order is paid (and recorded so) and not cancelled.
 */
export async function settleOpenPayment(order: OrderDoc) {
  const ids = intentIdsOf(order);
  const gateway = ids.length ? paymentGateway() : null;
  if (!gateway) return;
  let paid = false;
  let processing = false;
  for (const id of ids) {
    if (await gateway.cancelIntent(id)) continue;
    const intent = await gateway.retrieveIntent(id);
    if (paysFor(intent, order)) {
      await markPaid(order, intent);
      paid = true;
    } else {
      processing = true;
    }
  }
  if (paid)
    throw new AppError(
      'conflict',
      'A payment for this order has already gone through. Please refresh the page.',
    );
  if (processing)
    throw new AppError(
      'conflict',
      'A payment for this order is being processed. Please try again in a minute.',
    );
}
