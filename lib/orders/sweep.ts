import 'server-only';
import { ordersReopeningQuotes } from './store/order-cancels';
import { stalePlacings } from './store/order-placing';
import { afterCancel } from './after-cancel';
import { reconcileHolds, releaseLapsedHolds, settlePendingPayments } from './holds';
import { abandonPlacing } from './place';
import { HOLD_GRACE_MS } from './states';
import { cancelWithdrawnOrders } from './withdraw';
import { recordOwedOrderMail } from './order-mail';
import { finishUnfinishedRefunds } from './refund-sweep';
import { lapseRequisitions } from './requisitions';
import { settleDueSpend } from './spend-ledger';
import { sendDueReminders } from '@/lib/ledger';

/** Placements that never finished (./place.ts), ended as their placer would have. */
async function endStalePlacings(now: number): Promise<void> {
  for await (const order of stalePlacings(new Date(now - HOLD_GRACE_MS)))
    await abandonPlacing(order, order.holdTakenAt!);
}

/** Cancelled orders whose accepted offer a crash kept from opening again (./after-cancel.ts). */
async function finishQuoteReopens(): Promise<void> {
  for await (const order of ordersReopeningQuotes(1000)) await afterCancel(order);
}

/**
 * One pass of the periodic sweep (every instance offers to run it: ./hold-sweeper.ts). Each step
 * finishes what a crash or an outage left half-done, with conditional, idempotent writes: lapsed
 * holds, placements that never finished, holds whose order moved on, late payments, offers to
 * open again, the orders of deleted parts, refunds left unfinished, mail a move owes but did not
 * record, shares of a buyer's spend left unsettled, and requisitions nobody decided in time; and
 * the reminders of invoices on account that fell due (lib/ledger/reminders.ts).
 */
export async function sweepOrders(now = Date.now()): Promise<void> {
  await releaseLapsedHolds();
  await endStalePlacings(now);
  await reconcileHolds(now);
  await settlePendingPayments(now);
  await finishQuoteReopens();
  await cancelWithdrawnOrders();
  await finishUnfinishedRefunds(now);
  await recordOwedOrderMail();
  await settleDueSpend(now, HOLD_GRACE_MS);
  await lapseRequisitions(new Date(now));
  await sendDueReminders();
}
