import 'server-only';
import type { ObjectId } from 'mongodb';
import { recordAudit } from '@/lib/db/audit';
import { ordersCollection, type OrderDoc } from '@/lib/db/orders';
import { hasHold, productsWithHoldsBefore, releaseHold, settleHold, takeIntoHold } from '@/lib/db/stock';
import { HOLD_GRACE_MS } from './states';

/**
 * Stock holds lapse and are reconciled here (the states are in ./states.ts). Everything is
 * conditional and idempotent: any number of instances may run it at once, and a crash between
 * the two writes of a transition is mended by the next run.
 */

const SYSTEM = 'system';

type Lapsing = Pick<OrderDoc, '_id' | 'productId' | 'productQuantity' | 'holdTakenAt'>;

/** unpaid → expired once its hold has lapsed, then its units back to stock. True if this call did it. */
export async function expireOrder(order: Lapsing): Promise<boolean> {
  const now = new Date();
  const moved = await (
    await ordersCollection()
  ).findOneAndUpdate(
    { _id: order._id, status: 'unpaid', holdUntil: { $lte: now } },
    { $set: { status: 'expired', stock: 'released', expiredAt: now } },
    { returnDocument: 'before', projection: { holdTakenAt: 1 } },
  );
  if (!moved) return false;
  // The hold this order had when it lapsed, named exactly: never a newer one taken since.
  if (await releaseHold(order.productId, order._id, order.productQuantity, moved.holdTakenAt)) {
    await recordAudit({
      action: 'hold.released',
      actor: SYSTEM,
      target: order._id.toHexString(),
      details: {
        reason: 'lapsed',
        productId: order.productId.toHexString(),
        quantity: order.productQuantity,
      },
    });
  }
  return true;
}

/**
 * Expires lapsed unpaid orders (of one product or customer, or all) and returns their stock.
 * Answers how many expired. Called lazily where stock or orders are read, and by the sweep.
 */
export async function releaseLapsedHolds(
  scope: { productId?: ObjectId; customerEmail?: string } = {},
  limit = 1000,
): Promise<number> {
  const lapsed = (await ordersCollection())
    .find(
      { ...scope, status: 'unpaid', holdUntil: { $lte: new Date() } },
      { projection: { _id: 1, productId: 1, productQuantity: 1, holdTakenAt: 1 } },
    )
    .limit(limit);
  let expired = 0;
  for await (const order of lapsed) if (await expireOrder(order)) expired += 1;
  return expired;
}

/**
 * A paid order whose hold had been released (its payment came late): takes the units again if
 * they are there, otherwise marks the order `short` for an admin. Audited either way. Safe to run
 * twice at once: the hold is the marker (only one run can push it), and the order is marked
 * `taken` before its hold becomes a sale, so a sale is never taken twice.
 */
export async function retakeForPaidOrder(order: Pick<OrderDoc, '_id' | 'productId' | 'productQuantity'>) {
  const orders = await ordersCollection();
  const took = (await takeIntoHold(order.productId, order._id, order.productQuantity)) !== null;
  if (took || (await hasHold(order.productId, order._id))) {
    if (await markTaken(order._id)) {
      await settleHold(order.productId, order._id);
      await auditLatePayment(order, 'taken');
    } else if (took) {
      // Another run settled this order meanwhile: the units this run took go back.
      await releaseHold(order.productId, order._id, order.productQuantity);
    }
    return;
  }
  const marked = await orders.updateOne({ _id: order._id, stock: 'pending' }, { $set: { stock: 'short' } });
  if (marked.modifiedCount === 1) await auditLatePayment(order, 'short');
}

/** A late payment's stock: `pending` → `taken`. True for the one call that did it. */
async function markTaken(orderId: ObjectId): Promise<boolean> {
  const marked = await (
    await ordersCollection()
  ).updateOne({ _id: orderId, stock: 'pending' }, { $set: { stock: 'taken' } });
  return marked.modifiedCount === 1;
}

async function auditLatePayment(
  order: Pick<OrderDoc, '_id' | 'productId' | 'productQuantity'>,
  stock: 'taken' | 'short',
) {
  await recordAudit({
    action: 'payment.after_release',
    actor: SYSTEM,
    target: order._id.toHexString(),
    details: { stock, productId: order.productId.toHexString(), quantity: order.productQuantity },
  });
}

/**
 * Holds whose order never appeared, or moved on while the second write of its transition was
 * lost: released (order missing or expired) or settled as a sale (order paid).
 */
export async function reconcileHolds(now = Date.now()): Promise<number> {
  let mended = 0;
  const orders = await ordersCollection();
  for await (const product of productsWithHoldsBefore(new Date(now - HOLD_GRACE_MS))) {
    const old = product.holds.filter((hold) => hold.at.getTime() < now - HOLD_GRACE_MS);
    const found = await orders
      .find({ _id: { $in: old.map((hold) => hold.orderId) } }, { projection: { status: 1 } })
      .toArray();
    const statusOf = new Map(found.map((order) => [order._id.toHexString(), order.status]));
    for (const hold of old) {
      const status = statusOf.get(hold.orderId.toHexString());
      if (status === 'unpaid') continue;
      if (status === 'paid' || status === 'shipped') {
        // A late payment's order is marked before its hold becomes a sale (see retakeForPaidOrder).
        await markTaken(hold.orderId);
        if (await settleHold(product._id, hold.orderId)) mended += 1;
        continue;
      }
      if (await releaseHold(product._id, hold.orderId, hold.quantity, hold.at)) {
        mended += 1;
        await recordAudit({
          action: 'hold.released',
          actor: SYSTEM,
          target: hold.orderId.toHexString(),
          details: {
            reason: status ? status : 'order missing',
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
async function settlePendingPayments(now = Date.now()): Promise<void> {
  const pending = (await ordersCollection()).find(
    { stock: 'pending', paidAt: { $lt: new Date(now - HOLD_GRACE_MS) } },
    { projection: { _id: 1, productId: 1, productQuantity: 1 } },
  );
  for await (const order of pending) await retakeForPaidOrder(order);
}

/**
 * Records a confirmed payment once: unpaid → paid (the hold becomes a sale), or expired → paid
 * (the stock is taken again, or the order is marked for an admin). True when this call did it.
 */
export async function markOrderPaid(order: OrderDoc, transactionId: string): Promise<boolean> {
  const orders = await ordersCollection();
  const paid = {
    paid: true,
    status: 'paid' as const,
    transactionId,
    paymentIntentId: transactionId,
    paidAt: new Date(),
  };
  const fromUnpaid = await orders.updateOne(
    { _id: order._id, status: 'unpaid' },
    { $set: { ...paid, stock: 'taken' } },
  );
  if (fromUnpaid.modifiedCount === 1) {
    await settleHold(order.productId, order._id);
    return true;
  }
  const fromExpired = await orders.updateOne(
    { _id: order._id, status: 'expired' },
    { $set: { ...paid, stock: 'pending' } },
  );
  if (fromExpired.modifiedCount === 0) return false;
  await retakeForPaidOrder(order);
  return true;
}

/** One pass of the periodic sweep (every instance runs it: see lib/orders/hold-sweeper.ts). */
export async function sweepHolds(): Promise<void> {
  await releaseLapsedHolds();
  await reconcileHolds();
  await settlePendingPayments();
}
