import 'server-only';
import type { Caller } from '@/lib/model';
import { can, isPaid, STORE, AppError } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import { cancelOrderFrom } from './store/order-cancels';
import { findOrder } from './store/orders';
import type { OrderDoc } from './store/orders-doc';
import { paymentGateway } from '@/lib/payments';
import { intentIdsOf, markPaid, paysFor } from './pay';
import { findOrderFor, ownedBy } from './access';
import { afterCancel } from './after-cancel';
import { deleteRefusal, PAID_MESSAGE, type DeleteRefusal } from './deletable';
import { sendOrderMailSoon } from './order-mail';

/**
 * Customers cancel their own unpaid orders; admins delete orders as ./deletable.ts allows (not an
 * invoiced one) (DELETE /api/order/{id}). Nothing is erased: the order becomes `cancelled` (shown
 * nowhere), then the units of an unpaid one go back to stock (./after-cancel.ts); a paid one's
 * stay sold. A refusal the rule marks so (an invoice) is audited.
 */
export async function deleteOrder(
  caller: Caller,
  id: string,
  reason?: string,
): Promise<{ deletedCount: number }> {
  const order = await findOrderFor(caller, id);
  const isAdmin = can(caller, 'administer', STORE);
  // A company's roles see its buyers' orders; cancelling stays the buyer's (or the store's).
  if (!isAdmin && !can(caller, 'own', ownedBy(order)))
    throw new AppError('forbidden', 'Only the buyer who placed this order can cancel it.');
  const refusal = deleteRefusal(order, caller.role);
  if (refusal) throw await refused(caller, order, refusal);
  if (!isPaid(order)) await settleOpenPayment(order);

  // Conditional on the state we checked: a payment landing in between keeps the order.
  const cancelled = await cancelOrderFrom(order._id, isPaid(order) ? 'cancelPaid' : 'cancel', {
    by: caller.email,
    reason,
    now: new Date(),
    reopenQuote: Boolean(order.quoteId),
  });
  if (!cancelled) {
    // Gone (a concurrent cancel won), paid or invoiced meanwhile: say which.
    const now = await findOrder(order._id);
    if (!now || now.status === 'cancelled') throw new AppError('not_found:order');
    throw await refused(caller, now, deleteRefusal(now, caller.role) ?? { message: PAID_MESSAGE });
  }
  await afterCancel(cancelled);
  // A paid order's end is told with its refund; an unpaid one's now.
  if (!isPaid(order))
    await sendOrderMailSoon(
      { ...cancelled, cancelledBy: caller.email, cancelReason: reason },
      'order-cancelled',
    );
  if (isAdmin || isPaid(order)) {
    await recordAudit({
      action: 'order.delete',
      actor: caller.email,
      target: order._id.toHexString(),
      details: { customerEmail: order.customerEmail, paid: isPaid(order), ...(reason ? { reason } : {}) },
    });
  } else {
    await recordAudit({ action: 'order.cancel', actor: caller.email, target: order._id.toHexString() });
  }
  return { deletedCount: 1 };
}

/** The refusal as the error to throw, recorded in the Audit Log first when the rule says so. */
async function refused(caller: Caller, order: OrderDoc, refusal: DeleteRefusal): Promise<AppError> {
  if (refusal.audit)
    await recordAudit({
      action: 'order.delete_refused',
      actor: caller.email,
      target: order._id.toHexString(),
      details: refusal.audit,
    });
  return new AppError('conflict', refusal.message);
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
