import 'server-only';
import { owing } from './order-mail-owed';
import { spendChanged } from './order-spend';
import type { Id } from '@/lib/db';
import type { OrderDoc } from './orders-doc';
import { orders, move, BATCH } from './orders';

// Cancelling an order, and the marks a cancellation leaves for the sweep (an offer to open again, a withdrawn part).

/**
 * Cancels the order by `by` for `reason` (`cancel`, or `cancelPaid` for a paid one); answers the
 * order as it was, or null when it was no longer in a state that move leaves. A paid order keeps
 * `stock: 'taken'` (its units stay sold: the books need no second write) and is never cancelled
 * once an invoice was issued or is being issued for it (lib/orders/store/invoice-numbers.ts claims the order first).
 */
export async function cancelOrderFrom(
  id: Id,
  transition: 'cancel' | 'cancelPaid',
  cancel: { by: string; reason?: string; now: Date; reopenQuote: boolean },
): Promise<OrderDoc | null> {
  const paid = transition === 'cancelPaid';
  const { from, to } = move(transition);
  return (await orders()).findOneAndUpdate(
    {
      _id: id,
      status: from,
      // The states lib/orders/deletable.ts refuses, for a change racing its check: invoiced, being
      // invoiced, or refunded (a credit note is kept as issued).
      ...(paid
        ? {
            invoiceNumber: { $exists: false },
            invoiceClaimAt: { $exists: false },
            'refunds.0': { $exists: false },
          }
        : {}),
    },
    {
      $set: {
        status: to,
        ...(paid ? {} : { stock: 'released' as const }),
        cancelledAt: cancel.now,
        cancelledBy: cancel.by,
        ...(cancel.reason ? { cancelReason: cancel.reason } : {}),
        ...(cancel.reopenQuote ? { reopenQuote: true } : {}),
        ...spendChanged(cancel.now),
      },
      $unset: { withdrawn: '' },
      // A paid order's end is told with its refund.
      ...owing(paid ? undefined : 'order-cancelled'),
    },
    { returnDocument: 'before' },
  );
}

/** A cancelled order's offer is open again (lib/orders/after-cancel.ts): its mark goes. */
export async function clearReopenQuote(id: Id): Promise<void> {
  await (await orders()).updateOne({ _id: id }, { $unset: { reopenQuote: '' } });
}

/** Cancelled orders whose accepted offer was not opened again yet (a crash came between). */
export async function* ordersReopeningQuotes(limit: number): AsyncGenerator<OrderDoc> {
  const cursor = (await orders()).find({ reopenQuote: true }).limit(limit);
  try {
    for await (const order of cursor) yield order;
  } finally {
    await cursor.close();
  }
}

/** A deleted part's orders that nobody paid are marked for the sweep to cancel; answers how many. */
export async function withdrawOrdersOf(productId: Id): Promise<number> {
  const marked = await (
    await orders()
  ).updateMany(
    { 'lines.productId': productId, status: { $in: ['placing', 'unpaid', 'expired'] } },
    { $set: { withdrawn: true } },
  );
  return marked.modifiedCount;
}

/** Orders of deleted parts still waiting to be cancelled, at most `limit`. */
export async function* withdrawnOrders(limit: number): AsyncGenerator<OrderDoc> {
  const cursor = (await orders())
    .find({ withdrawn: true, status: { $in: ['unpaid', 'expired'] } })
    .limit(limit)
    .batchSize(BATCH);
  try {
    for await (const order of cursor) yield order;
  } finally {
    await cursor.close();
  }
}
