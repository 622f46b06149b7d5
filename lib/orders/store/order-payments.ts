import 'server-only';
import { ORDER_TRANSITIONS, type StockState } from '@/lib/model';
import { owing } from './order-mail-owed';
import type { Id } from '@/lib/db';
import { orders, move } from './orders';

// Paying an order: the payment started for it, and the move to paid.

/** Records a payment started for an unpaid order; false when it is no longer unpaid. */
export async function linkPaymentIntent(id: Id, intentId: string): Promise<boolean> {
  const linked = await (
    await orders()
  ).updateOne(
    { _id: id, status: 'unpaid' },
    { $set: { paymentIntentId: intentId }, $addToSet: { paymentIntentIds: intentId } },
  );
  return linked.matchedCount === 1;
}

/**
 * `from` (one of the `pay` transition's: unpaid, expired, or placing again) → paid by
 * `transactionId`, with the stock state that follows; true for the one call that did it.
 */
export async function markOrderPaidFrom(
  id: Id,
  from: (typeof ORDER_TRANSITIONS.pay.from)[number],
  transactionId: string,
  stock: StockState,
): Promise<boolean> {
  const paid = await (
    await orders()
  ).updateOne(
    { _id: id, status: from },
    {
      $set: {
        status: move('pay').to,
        transactionId,
        paymentIntentId: transactionId,
        paidAt: new Date(),
        stock,
      },
      $unset: { withdrawn: '', revival: '' },
      ...owing('order-paid'),
    },
  );
  return paid.modifiedCount === 1;
}
