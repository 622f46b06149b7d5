import 'server-only';
import { shareOf, spendOwnerOf } from './spend-ledger';
import { spendShares } from './store/order-spend';
import { allSpendTotals, spendKey } from './store/spend-totals';

/** A buyer's period total or an order's share that is not what its orders say: one line to print. */
export type SpendProblem = { key: string; problem: string };

/**
 * The spend books (lib/orders/spend-ledger.ts): every settled company order holds its share (its
 * total less succeeded refunds, 0 once cancelled), and every buyer's period total is the sum of
 * its orders' shares. Orders with a move under way, or marked for settling, and their totals are
 * left out: the settler or the sweep finishes them. Held in memory per buyer and period (a check
 * script, not a request).
 */
export async function* unbalancedSpend(): AsyncGenerator<SpendProblem> {
  const held = new Map<string, number>();
  const unsettled = new Set<string>();
  for await (const order of spendShares()) {
    const owner = spendOwnerOf(order);
    if (!owner) continue;
    const key = spendKey(owner);
    if (order.spendMove || order.spendDue || order.status === 'placing') {
      unsettled.add(key);
      continue;
    }
    const counted = order.spendCounted ?? 0;
    held.set(key, (held.get(key) ?? 0) + counted);
    if (counted !== shareOf(order))
      yield {
        key,
        problem: `order ${order._id.toHexString()} holds ${counted} cents of its buyer's spend, its share is ${shareOf(order)}`,
      };
  }
  for await (const total of allSpendTotals()) {
    if (unsettled.has(total._id)) continue;
    const orders = held.get(total._id) ?? 0;
    const net = total.netCents ?? 0;
    if (net !== orders)
      yield {
        key: total._id,
        problem: `the total holds ${net} cents, its orders' shares ${orders}`,
      };
    if (total.pending?.length)
      yield {
        key: total._id,
        problem: `${total.pending.length} reservation(s) of orders no longer being placed`,
      };
    held.delete(total._id);
  }
  for (const [key, cents] of held)
    if (cents !== 0) yield { key, problem: `no total, its orders' shares ${cents} cents` };
}
