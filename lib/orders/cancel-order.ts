import 'server-only';
import type { Caller } from '@/lib/auth/caller';
import { recordAudit } from '@/lib/db/audit';
import type { OrderDoc } from '@/lib/db/documents';
import type { Id } from '@/lib/db/ids';
import { deleteOrderIfPaidIs, findOrder, unpaidOrderIdsOf } from '@/lib/db/orders';
import { adjustReceived, releaseHold } from '@/lib/db/stock';
import { AppError } from '@/lib/model/app-error';
import { paymentGateway } from '@/lib/payments/gateway';
import { intentIdsOf, markPaid, paysFor } from '@/lib/payments/pay-order';
import { findOrderFor } from './access';

const PAID_MESSAGE = 'Paid orders cannot be cancelled. Please contact us about a refund.';

/**
 * Customers cancel their own unpaid orders; admins delete any order. Units of an unpaid order
 * go back into stock (a paid one has left, or will leave, the warehouse).
 */
export async function deleteOrder(
  caller: Caller,
  id: string,
  reason?: string,
): Promise<{ deletedCount: number }> {
  const order = await findOrderFor(caller, id);
  const isAdmin = caller.role === 'admin';
  if (order.paid && !isAdmin) throw new AppError('conflict', PAID_MESSAGE);
  if (!order.paid) await settleOpenPayment(order);

  // Conditional on the state we checked: a payment landing in between keeps the order.
  if (!(await deleteOrderIfPaidIs(order._id, order.paid))) {
    // Gone (a concurrent cancel won) or paid meanwhile: say which.
    if (!(await findOrder(order._id))) throw new AppError('not_found:order');
    throw new AppError('conflict', PAID_MESSAGE);
  }
  // Held units go back (a no-op if the hold had lapsed already); a paid order's units leave the books.
  if (!order.paid) await releaseHold(order.productId, order._id, order.productQuantity, order.holdTakenAt);
  else if (order.stock === 'taken') await adjustReceived(order.productId, -order.productQuantity);
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

/**
 * An unpaid order may have payments in flight (one per attempt). Every one is cancelled at the
 * gateway first; if one already succeeded, the order is paid (and recorded so) and not deleted.
 */
async function settleOpenPayment(order: OrderDoc) {
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

/**
 * A deleted part's orders that are not paid are cancelled (each open payment cancelled first),
 * so none can be paid for a part that is no longer sold. One that a payment completed meanwhile
 * stays, paid, for an admin. Answers how many were cancelled.
 */
export async function cancelUnpaidOrdersOf(admin: Caller, productId: Id): Promise<number> {
  let cancelled = 0;
  for await (const id of unpaidOrderIdsOf(productId)) {
    try {
      cancelled += (await deleteOrder(admin, id.toHexString(), 'part deleted')).deletedCount;
    } catch (error) {
      // Paid or cancelled meanwhile: nothing left to do for this one.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return cancelled;
}
