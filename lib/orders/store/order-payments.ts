import 'server-only';
import {
  CARD_SETTLEMENT,
  ORDER_TRANSITIONS,
  PAID_STATUSES,
  type Settlement,
  type StockState,
} from '@/lib/model';
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
        // Paid by card, whatever it was placed for (an order meant for the account whose
        // confirmation a crash stopped, then paid by card, is a card order).
        settlement: CARD_SETTLEMENT,
      },
      $unset: { withdrawn: '', revival: '' },
      ...owing('order-paid'),
    },
  );
  return paid.modifiedCount === 1;
}

/**
 * An unpaid order confirmed on account (issue 35): released like a paid one (its units sold), but
 * with no payment; its invoice is to be booked (`bookDue`), and it owes `mail` (the buyer is told
 * only once it is confirmed). True for the one call that did it.
 */
export async function markOrderOnAccount(
  id: Id,
  settlement: Settlement & { method: 'account' },
  mail: string,
): Promise<boolean> {
  const confirmed = await (
    await orders()
  ).updateOne(
    { _id: id, status: 'unpaid' },
    { $set: { status: move('pay').to, settlement, stock: 'taken', bookDue: new Date() }, ...owing(mail) },
  );
  return confirmed.modifiedCount === 1;
}

/** The order's invoice is due on `dueDay` and booked on its company's account. */
export async function markInvoiceBooked(id: Id, dueDay: string): Promise<void> {
  await (
    await orders()
  ).updateOne({ _id: id }, { $set: { 'settlement.dueDay': dueDay }, $unset: { bookDue: '' } });
}

/** A company's orders on account whose invoice is not booked yet (a crash stopped them; few). */
export async function findUnbooked(companyId: Id) {
  return (await orders()).find({ bookDue: { $exists: true }, 'company.id': companyId }).toArray();
}

/** What a company's orders on account not yet booked come to, in cents. */
export async function unbookedCents(companyId: Id): Promise<number> {
  const unbooked = await findUnbooked(companyId);
  return unbooked.reduce((sum, order) => sum + order.totalCents, 0);
}

/** Every order confirmed on account (released), from a cursor, for the books check. */
export async function* streamOnAccount() {
  yield* (await orders()).find(
    { 'settlement.method': 'account', status: { $in: [...PAID_STATUSES] } },
    { projection: { totalCents: 1, status: 1, company: 1, bookDue: 1, number: 1, refunds: 1 } },
  );
}
