import 'server-only';
import type { Hold } from '@/lib/inventory';
import type { OrderLine } from './store/orders-doc';
import type { LapsingOrder } from './store/order-holds';
import { holdOwnersOf, soldUnitsByProduct, takenUnitsOn, unpaidOrderHolds } from './store/order-books';
import { holdsOn, streamStockBooks } from '@/lib/inventory';
import { findHeldParts } from '@/lib/catalog';

export type StockBalance = {
  productId: string;
  name: string;
  onHand: number;
  held: number;
  sold: number;
  received: number | null;
};

/** A hold that does not match its order, or an unpaid order without its hold: one line to print. */
export type HoldProblem = { productId: string; orderId: string; problem: string };

/**
 * The books of every part (lib/inventory): on hand + held by unpaid orders + sold = received.
 * Sold is what paid orders took, less what refunds put back; a paid order whose hold is still on
 * the product (its sale not settled yet) counts once, as held. Answers the parts where it does not hold.
 */
export async function* unbalancedStock(): AsyncGenerator<StockBalance> {
  const soldBy = await soldUnitsByProduct();
  for await (const product of streamStockBooks()) {
    const holds = product.holds ?? [];
    const held = holds.reduce((sum, hold) => sum + hold.quantity, 0);
    const settling = await takenUnitsOn(
      product._id,
      holds.map((hold) => hold.orderId),
    );
    // Units a refund cancelled and put back on hand are no longer sold (each marked once).
    const returned = (product.restocks ?? []).reduce((sum, mark) => sum + mark.quantity, 0);
    const sold = (soldBy.get(product._id.toHexString()) ?? 0) - settling - returned;
    const received = product.received ?? null;
    if (received !== null && product.onHand + held + sold === received) continue;
    // The name only for the report (rare): the catalog's, or none for the stock of a part gone.
    const productId = product._id.toHexString();
    const name = (await findHeldParts([product._id])).get(productId)?.name ?? '';
    yield { productId, name, onHand: product.onHand, held, sold, received };
  }
}

/** Orders checked per round trip. */
const BATCH = 500;

/** Every hold belongs to an order that exists, and an order holds stock on a part once. */
export async function* strayHolds(): AsyncGenerator<HoldProblem> {
  for await (const product of streamStockBooks()) {
    const holds = product.holds ?? [];
    if (holds.length === 0) continue;
    const owners = await holdOwnersOf(holds.map((hold) => hold.orderId));
    const seen = new Set<string>();
    for (const hold of holds) {
      const orderId = hold.orderId.toHexString();
      const problem = !owners.has(orderId)
        ? `holds ${hold.quantity} for an order that does not exist`
        : seen.has(orderId)
          ? 'holds stock for the same order twice'
          : null;
      seen.add(orderId);
      if (problem) yield { productId: product._id.toHexString(), orderId, problem };
    }
  }
}

const holdsFor = (order: LapsingOrder, line: OrderLine, holds: Hold[]) =>
  holds.filter(
    (hold) =>
      hold.orderId.equals(order._id) &&
      hold.quantity === line.quantity &&
      (order.holdTakenAt === undefined || hold.at.getTime() === order.holdTakenAt.getTime()),
  );

/** Every unpaid order's lines are held on their parts exactly once each (the hold it names). */
export async function* unheldOrders(): AsyncGenerator<HoldProblem> {
  let batch: LapsingOrder[] = [];
  async function* check(): AsyncGenerator<HoldProblem> {
    const holds = await holdsOn([
      ...new Map(
        batch.flatMap((order) => order.lines).map((line) => [line.productId.toHexString(), line.productId]),
      ).values(),
    ]);
    for (const order of batch) {
      for (const line of order.lines) {
        const count = holdsFor(order, line, holds.get(line.productId.toHexString()) ?? []).length;
        if (count !== 1)
          yield {
            productId: line.productId.toHexString(),
            orderId: order._id.toHexString(),
            problem: `unpaid order with ${count} holds of its ${line.quantity} units`,
          };
      }
    }
    batch = [];
  }
  for await (const order of unpaidOrderHolds()) {
    batch.push(order);
    if (batch.length === BATCH) yield* check();
  }
  yield* check();
}
