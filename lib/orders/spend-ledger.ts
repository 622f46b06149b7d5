import 'server-only';
import { spendingPeriodStart } from '@/lib/companies';
import type { Id } from '@/lib/db';
import {
  beginSpendMove,
  clearSpendDue,
  endSpendMove,
  readSpendState,
  spendDueOrders,
  type SpendState,
} from './store/order-spend';
import { applySpend, forgetAppliedBefore, releaseSpend, reserveSpend, spentIn } from './store/spend-totals';

/**
 * A company buyer's spend per period, kept as a running total (issue 34: the check at checkout
 * reads one document, however many orders the company has). Each company order holds a share of
 * its buyer's total for the period it was placed in: its total less its succeeded refunds, 0 once
 * cancelled. A move that may change the share (placed, cancelled, refunded) marks the order
 * `spendDue` in its own write; settling then moves the share in three conditional writes — the
 * order names the move, the total applies it (once: it keeps the move's key), the order records
 * it — so a crash at any step is finished by whoever settles next (the mover, or the sweep), and
 * nothing is counted twice. An order being placed counts as `pending` from its admission until
 * its share is written: what is spent is never under the truth, so ten checkouts at once cannot
 * pass a limit between them.
 */

/** The total an order's share belongs to: its buyer's, in the period it was placed in. */
export const spendOwnerOf = (order: Pick<SpendState, 'company' | 'customerEmail' | 'createdAt'>) =>
  order.company
    ? { companyId: order.company.id, email: order.customerEmail, since: spendingPeriodStart(order.createdAt) }
    : null;

/**
 * What an order should hold of its buyer's spend (what issue 34 counts as spent): nothing once
 * cancelled, else its total less its succeeded refunds. A new order's total is 0 until its
 * placement confirms it; an expired one being paid again (placing) keeps its share.
 */
export function shareOf(order: Pick<SpendState, 'status' | 'totalCents' | 'refunds'>): number {
  if (order.status === 'cancelled') return 0;
  const refunded = (order.refunds ?? [])
    .filter((refund) => refund.status === 'succeeded')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  return order.totalCents - refunded;
}

/** What a buyer spent for their company this period (placed, not cancelled, less refunds). */
export const spentThisPeriod = (companyId: Id, email: string, now = new Date()) =>
  spentIn({ companyId, email, since: spendingPeriodStart(now) });

/** An order admitted for `cents` counts as spent until its share is written (then settled). */
export { reserveSpend as reservePlacing };

/** A move's name in the total it is applied to: an order's share only ever goes down once placed, so never twice. */
export const moveKey = (orderId: Id, move: { from: number; to: number }) =>
  `${orderId.toHexString()}:${move.from}>${move.to}`;

/** Settles the order's share of its buyer's spend (idempotent; safe beside another settler). */
export async function settleSpend(orderId: Id): Promise<void> {
  // A few rounds: a move may land between the read and the writes (each write is conditional).
  for (let round = 0; round < 4; round += 1) {
    const order = await readSpendState(orderId);
    if (!order) return;
    const owner = spendOwnerOf(order);
    if (!owner) {
      if (order.spendDue) await clearSpendDue(orderId, order.spendDue);
      return;
    }
    let move = order.spendMove;
    if (!move) {
      const from = order.spendCounted ?? 0;
      const to = shareOf(order);
      if (from === to) {
        // A placement that ended without its share (never placed) leaves its reservation behind.
        if (order.status !== 'placing') await releaseSpend(owner, orderId);
        if (!order.spendDue || (await clearSpendDue(orderId, order.spendDue))) return;
        continue;
      }
      move = { from, to };
      if (!(await beginSpendMove(orderId, move))) continue;
    }
    await applySpend(owner, moveKey(orderId, move), move.to - move.from, orderId);
    await endSpendMove(orderId, move);
  }
}

/**
 * settleSpend right after the move that marked the order: an error (the database away) does not
 * undo that move's answer; the order stays marked and the sweep settles it.
 */
export async function settleSpendSoon(orderId: Id): Promise<void> {
  await settleSpend(orderId).catch((error: Error) =>
    console.error(`Spend of order ${orderId.toHexString()} left to the sweep:`, error.message),
  );
}

/** How long a settled move's key is kept (a crashed settler is finished by the sweep long before). */
const KEEP_APPLIED_MS = 24 * 60 * 60_000;

/** The sweep's pass: orders whose share a crash left unsettled (marked a while ago), then old keys. */
export async function settleDueSpend(now: number, graceMs: number): Promise<void> {
  for (const id of await spendDueOrders(new Date(now - graceMs), 200)) await settleSpend(id);
  await forgetAppliedBefore(new Date(now - KEEP_APPLIED_MS));
}
