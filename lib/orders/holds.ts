import 'server-only';
import { recordAudit } from '@/lib/audit';
import {
  expireLapsedOrder,
  lapsedOrders,
  moveStockState,
  pendingPaidOrders,
  type LapsingOrder,
} from './store/order-holds';
import { markOrderPaidFrom } from './store/order-payments';
import { holdOwnersOf, type HoldOwner } from './store/order-books';
import { hasHold, partsWithHoldsBefore, settleHold, settleHolds } from '@/lib/inventory';
import type { Hold } from '@/lib/inventory';
import type { OrderDoc } from './store/orders-doc';
import type { Id } from '@/lib/db';
import { isPaid } from '@/lib/model';
import { returnLines, returnStock, takeStock, type LineUnits } from './stock-moves';
import { HOLD_GRACE_MS } from './states';

/**
 * Stock holds lapse and are reconciled here (the states are in ./states.ts). Everything is
 * conditional and idempotent: any number of instances may run it at once, and a crash between
 * the two writes of a transition is mended by the next run.
 */

const SYSTEM = 'system';

/** The lines of an order as the Audit Log writes them. */
const linesDetail = (lines: readonly LineUnits[]) =>
  lines.map((line) => ({ productId: line.productId.toHexString(), quantity: line.quantity }));

/** unpaid → expired once its hold has lapsed, then every line's units back to stock. True if this call did it. */
export async function expireOrder(order: LapsingOrder): Promise<boolean> {
  const moved = await expireLapsedOrder(order._id, new Date());
  if (!moved) return false;
  // The hold this order had when it lapsed, named exactly: never a newer one taken since.
  if ((await returnLines(order._id, order.lines, moved.holdTakenAt)) > 0) {
    await recordAudit({
      action: 'hold.released',
      actor: SYSTEM,
      target: order._id.toHexString(),
      details: { reason: 'lapsed', lines: linesDetail(order.lines) },
    });
  }
  return true;
}

/**
 * Expires lapsed unpaid orders (of one product or customer, or all) and returns their stock.
 * Answers how many expired. Called lazily where stock or orders are read, and by the sweep.
 */
export async function releaseLapsedHolds(
  scope: { productId?: Id; customerEmail?: string } = {},
  limit = 1000,
): Promise<number> {
  let expired = 0;
  for await (const order of lapsedOrders(scope, new Date(), limit))
    if (await expireOrder(order)) expired += 1;
  return expired;
}

/**
 * A paid order whose hold had been released (its payment came late): takes every line's units
 * again if they are all there, otherwise none, and marks the order `short` for an admin. Audited
 * either way. Safe to run twice at once: the holds are the markers (only one run can push each),
 * and the order is marked `taken` before its holds become a sale, so a sale is never taken twice.
 */
export async function retakeForPaidOrder(order: Pick<OrderDoc, '_id'> & { lines: LineUnits[] }) {
  const took: LineUnits[] = [];
  let allHeld = true;
  for (const line of order.lines) {
    if (await takeStock(line.productId, order._id, line.quantity)) took.push(line);
    else if (!(await hasHold(line.productId, order._id))) {
      allHeld = false;
      break;
    }
  }
  if (allHeld) {
    if (await markTaken(order._id)) {
      await settleHolds(
        order._id,
        order.lines.map((line) => line.productId),
      );
      await auditLatePayment(order, 'taken');
    } else {
      // Another run settled this order meanwhile: the units this run took go back.
      await returnLines(order._id, took);
    }
    return;
  }
  // Not every line's stock is there: none is kept.
  await returnLines(order._id, took);
  if (await moveStockState(order._id, 'pending', 'short')) await auditLatePayment(order, 'short');
}

/** A late payment's stock: `pending` → `taken`. True for the one call that did it. */
const markTaken = (orderId: Id) => moveStockState(orderId, 'pending', 'taken');

async function auditLatePayment(
  order: Pick<OrderDoc, '_id'> & { lines: LineUnits[] },
  stock: 'taken' | 'short',
) {
  await recordAudit({
    action: 'payment.after_release',
    actor: SYSTEM,
    target: order._id.toHexString(),
    details: { stock, lines: linesDetail(order.lines) },
  });
}

/** A hold its order still has: the order is unpaid, and this is the hold it took (or placing: ./place.ts). */
const isCurrent = (hold: Hold, owner: HoldOwner | undefined) =>
  owner?.status === 'placing' ||
  (owner?.status === 'unpaid' &&
    (owner.holdTakenAt === undefined || owner.holdTakenAt.getTime() === hold.at.getTime()));

/**
 * Holds left behind when the second write of a transition was lost (expired, cancelled or paid,
 * but the hold still on the product): released, or settled as a sale when the order was paid.
 * A hold without any order is released too, although placing writes the order first
 * (./place.ts): a database restored from an older backup, or an order removed by hand.
 */
export async function reconcileHolds(now = Date.now()): Promise<number> {
  let mended = 0;
  for await (const product of partsWithHoldsBefore(new Date(now - HOLD_GRACE_MS))) {
    const old = product.holds.filter((hold) => hold.at.getTime() < now - HOLD_GRACE_MS);
    const owners = await holdOwnersOf(old.map((hold) => hold.orderId));
    for (const hold of old) {
      const owner = owners.get(hold.orderId.toHexString());
      if (isCurrent(hold, owner)) continue;
      if (owner && isPaid(owner)) {
        // A late payment's order is marked before its hold becomes a sale (see retakeForPaidOrder).
        await markTaken(hold.orderId);
        if (await settleHold(product._id, hold.orderId)) mended += 1;
        continue;
      }
      if (await returnStock(product._id, hold.orderId, hold.quantity, hold.at)) {
        mended += 1;
        await recordAudit({
          action: 'hold.released',
          actor: SYSTEM,
          target: hold.orderId.toHexString(),
          details: {
            reason: owner ? owner.status : 'order missing',
            productId: product._id.toHexString(),
            quantity: hold.quantity,
          },
        });
      }
    }
  }
  return mended;
}

/** Late payments whose stock was never re-taken (the process stopped half-way). */
export async function settlePendingPayments(now = Date.now()): Promise<void> {
  for await (const order of pendingPaidOrders(new Date(now - HOLD_GRACE_MS))) await retakeForPaidOrder(order);
}

/**
 * Records a confirmed payment once: unpaid → paid (the hold becomes a sale), or expired → paid
 * (the stock is taken again, or the order is marked for an admin). True when this call did it.
 * A cancelled order is never paid (./pay.ts records the payment for a refund).
 */
export async function markOrderPaid(order: OrderDoc, transactionId: string): Promise<boolean> {
  if (await markOrderPaidFrom(order._id, 'unpaid', transactionId, 'taken')) {
    await settleHolds(
      order._id,
      order.lines.map((line) => line.productId),
    );
    return true;
  }
  // Expired, or taking its stock again at this moment (./payment-hold.ts): the payment wins.
  for (const from of ['expired', 'placing'] as const) {
    if (await markOrderPaidFrom(order._id, from, transactionId, 'pending')) {
      await retakeForPaidOrder(order);
      return true;
    }
  }
  return false;
}
