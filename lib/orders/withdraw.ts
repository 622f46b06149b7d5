import 'server-only';
import { recordAudit } from '@/lib/audit';
import { cancelOrderFrom, withdrawOrdersOf, withdrawnOrders } from './store/order-cancels';
import { removeProduct } from '@/lib/catalog';
import { toId, type Id } from '@/lib/db';
import { AppError, PART_WITHDRAWN_REASON, type Caller } from '@/lib/model';
import { declineQuotesOf } from '@/lib/quotes';
import { afterCancel } from './after-cancel';
import { sendOrderMailSoon } from './order-mail';
import { settleOpenPayment } from './cancel-order';

/** Orders cancelled per pass: each may cost calls to the payment provider (one per payment it started). */
const PER_PASS = 20;

/**
 * An admin deletes a part. Orders keep the name and price they were placed with, so deleting a part
 * never rewrites paid ones; its unpaid orders are marked for the sweep to cancel (each may cost calls
 * to the payment provider, so not in this request). The part goes first, so none can take stock
 * again. Its open quote requests and offers end too: nobody can act on an offer for a part not sold.
 */
export async function withdrawPart(admin: Caller, productId: string): Promise<{ deletedCount: number }> {
  const id = toId(productId);
  const product = await removeProduct(id);
  if (!product) throw new AppError('not_found:product');
  const withdrawnOrders = await withdrawOrders(id);
  const declinedQuotes = await declineQuotesOf(id, PART_WITHDRAWN_REASON, new Date());
  await recordAudit({
    action: 'product.delete',
    actor: admin.email,
    target: productId,
    details: { name: product.name, withdrawnOrders, declinedQuotes },
  });
  return { deletedCount: 1 };
}

/**
 * A deleted part's orders that nobody paid are cancelled, but not in the admin's request: each
 * may cost calls to the payment provider, so the delete only marks them (one write) and the
 * sweep cancels PER_PASS of them a pass (docs/decisions/0019). Until then they cannot be paid:
 * starting a payment for a part that is gone is refused (./payment-hold.ts).
 */
export const withdrawOrders = (productId: Id): Promise<number> => withdrawOrdersOf(productId);

/** One pass over the marked orders: open payments cancelled first, then the order. Answers how many. */
export async function cancelWithdrawnOrders(limit = PER_PASS): Promise<number> {
  let cancelled = 0;
  for await (const order of withdrawnOrders(limit)) {
    try {
      await settleOpenPayment(order);
    } catch (error) {
      // Paid meanwhile (it is kept, paid, for an admin) or a payment still processing (next pass).
      if (error instanceof AppError) continue;
      throw error;
    }
    const done = await cancelOrderFrom(order._id, 'cancel', {
      by: 'system',
      reason: 'part deleted',
      now: new Date(),
      // Its accepted offer is declined (./after-cancel.ts): the part is gone.
      reopenQuote: Boolean(order.quoteId),
    });
    if (!done) continue;
    await afterCancel(done);
    await sendOrderMailSoon(
      { ...done, cancelledBy: 'system', cancelReason: 'part deleted' },
      'order-cancelled',
    );
    await recordAudit({
      action: 'order.delete',
      actor: 'system',
      target: order._id.toHexString(),
      details: { customerEmail: order.customerEmail, paid: false, reason: 'part deleted' },
    });
    cancelled += 1;
  }
  return cancelled;
}

/** A pass right after a part's delete has been answered; a failure is left to the sweep. */
export async function cancelWithdrawnOrdersSoon(): Promise<void> {
  await cancelWithdrawnOrders().catch((error: Error) =>
    console.error('Cancelling the orders of a deleted part failed (the sweep tries again):', error.message),
  );
}
