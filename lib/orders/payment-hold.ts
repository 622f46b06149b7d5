import 'server-only';
import type { Caller } from '@/lib/model';
import type { OrderDoc } from './store/orders-doc';
import { extendHoldOnce } from './store/order-holds';
import { findOrder } from './store/orders';
import { revivePlacing } from './store/order-placing';
import { productsExist } from '@/lib/catalog';
import { returnLines } from './stock-moves';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model';
import { expireOrder } from './holds';
import { withOrderSlot } from './order-slot';
import { holdAndConfirm } from './place';
import { ABOVE_STOCK_MESSAGE } from '@/lib/selling';

export const WITHDRAWN_MESSAGE = 'This part is no longer sold, so this order cannot be paid.';
// (With several lines: one of its parts is no longer sold.)
const GONE_MESSAGE = 'This order was cancelled or paid meanwhile. Please refresh the page.';

const paymentHoldUntil = (from: Date) => new Date(from.getTime() + env().PAYMENT_HOLD_MINUTES * 60_000);

/**
 * Before a payment starts, the order must hold its stock for the time a payment takes, within a
 * bound: a hold lives ORDER_HOLD_MINUTES from placement, and starting a payment may extend it
 * once, to PAYMENT_HOLD_MINUTES from then; later starts change nothing. An order whose hold
 * lapsed takes its stock again as a new order would (the customer's lock, the open-order cap,
 * the stock on hand), with PAYMENT_HOLD_MINUTES to pay and no extension; without the stock the
 * customer reads the spec's message and no payment starts. A deleted part's orders are not paid.
 */
export async function holdStockForPayment(caller: Caller, order: OrderDoc): Promise<void> {
  if (!(await productsExist(order.lines.map((line) => line.productId))))
    throw new AppError('conflict', WITHDRAWN_MESSAGE);
  if (order.status === 'unpaid') {
    if (await extendOnce(order)) return;
    // Lapsed (the sweep had not come yet): its units go back first, exactly once.
    await expireOrder(order);
  }
  await withOrderSlot(buyerOf(caller, order), () => retake(order));
}

/**
 * Whose order lock and open-order cap a revival takes: its buyer's, also when their company's
 * finance pays it (the order is the buyer's, as when it was placed).
 */
const buyerOf = (payer: Caller, order: OrderDoc): Caller =>
  payer.email === order.customerEmail || !order.customerId
    ? payer
    : {
        id: order.customerId.toHexString(),
        email: order.customerEmail,
        name: order.customerName,
        role: 'customer',
      };

/** True while the order still holds its stock, after using its one extension if it had it. */
const extendOnce = (order: OrderDoc) => {
  const now = new Date();
  return extendHoldOnce(order._id, now, paymentHoldUntil(now));
};

/**
 * expired → unpaid with a new hold (run inside the customer's order slot): the order goes back to
 * `placing` first, then takes its stock as a new order would (./place.ts); without the stock it is
 * expired again.
 */
async function retake(order: OrderDoc): Promise<void> {
  const now = new Date();
  const current = await findOrder(order._id);
  // Another tab of this customer revived it a moment ago (the slot ran them one after the other).
  if (current?.status === 'unpaid' && current.holdUntil > now) return;
  if (current?.status !== 'expired' || !(await revivePlacing(order._id, now, paymentHoldUntil(now))))
    throw new AppError('conflict', GONE_MESSAGE);
  // The holds it had, if a crash left one behind when the order expired, go back first: an order
  // holds stock on a part once.
  await returnLines(order._id, current.lines, current.holdTakenAt);
  await holdAndConfirm(current, now, {
    // The name and price it was placed with: a payment never re-prices an order.
    record: () => ({}),
    noStock: () => new AppError('invalid', ABOVE_STOCK_MESSAGE),
    claimLost: () => new AppError('conflict', GONE_MESSAGE),
  });
}
