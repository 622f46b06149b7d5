import 'server-only';
import type { OrderDoc } from './store/orders-doc';
import { clearReopenQuote } from './store/order-cancels';
import { productsExist } from '@/lib/catalog';
import { giveBackAcceptance } from '@/lib/quotes';
import { settleHolds } from '@/lib/inventory';
import { isPaid, PART_WITHDRAWN_REASON } from '@/lib/model';
import { returnLines, type LineUnits } from './stock-moves';
import { settleSpendSoon } from './spend-ledger';

export type Cancelled = Pick<
  OrderDoc,
  '_id' | 'holdTakenAt' | 'quoteId' | 'status' | 'settlement' | 'paidAt'
> & {
  lines: LineUnits[];
};

/**
 * The second half of every cancellation, after the order was marked `cancelled` (by its customer,
 * an admin, the withdrawal of its part, or a placement that never finished): each line's hold goes
 * back to stock (named exactly; nothing happens if it had none) — or, for a paid order whose sale was
 * not settled yet, becomes the sale it is (its units stay sold) — and what it accepted of an offer is
 * offered again (or, a part of it deleted, the offer declined: there is nothing to accept it for). Each step is
 * idempotent, and the order's `reopenQuote` mark stays until that is done, so the sweep
 * (./sweep.ts) finishes what a crash interrupted.
 */
export async function afterCancel(order: Cancelled): Promise<void> {
  if (isPaid(order))
    await settleHolds(
      order._id,
      order.lines.map((line) => line.productId),
    );
  else await returnLines(order._id, order.lines, order.holdTakenAt);
  // Off its buyer's spend (a company order; for any other this only clears the mark).
  await settleSpendSoon(order._id);
  if (!order.quoteId) return;
  // What the order took of the offer is offered again — only if every one of its parts is still sold.
  const withdrawn = !(await productsExist(order.lines.map((line) => line.productId)));
  await giveBackAcceptance(order.quoteId, order._id, withdrawn ? PART_WITHDRAWN_REASON : null, new Date());
  await clearReopenQuote(order._id);
}
