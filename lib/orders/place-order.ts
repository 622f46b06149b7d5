import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/auth/caller';
import type { OrderDoc } from '@/lib/db/documents';
import { newId, toId, type Id } from '@/lib/db/ids';
import { findOrder, insertOrder } from '@/lib/db/orders';
import { findOrderingRules } from '@/lib/db/products';
import { takeIntoHold } from '@/lib/db/stock';
import { env } from '@/lib/env';
import { AppError } from '@/lib/model/app-error';
import { limitPerUser } from '@/lib/limits/limits';
import type { orderSchema } from '@/lib/validation/order';
import { releaseLapsedHolds } from './holds';
import { toOrderDto, type OrderDto } from './order-dto';
import { orderPrice } from '@/lib/catalog/pricing';
import { withOrderSlot } from './order-slot';
import { quantityProblem, quantityRulesOf } from './quantity-rules';
import { ABOVE_STOCK_MESSAGE } from './rules';

const ORDERS_PER_MINUTE = 10;

/** One customer's orders are placed one at a time, within the open-order cap (./order-slot.ts). */
export async function placeOrder(
  caller: Caller,
  productId: string,
  input: z.output<typeof orderSchema>,
): Promise<OrderDto> {
  const { MAX_OPEN_ORDERS } = env();
  // Ten orders a minute (or as many as one may hold open): enough for any buyer, too few to drain stock.
  await limitPerUser(caller.id, 'order', Math.max(ORDERS_PER_MINUTE, MAX_OPEN_ORDERS), 1);
  return withOrderSlot(caller, () => placeUnlocked(caller, toId(productId), input));
}

/**
 * Takes the stock into a hold and records the order, unpaid, at the price in the database now
 * (lib/orders/states.ts). The conditional update is the guard against overselling: of many
 * concurrent orders only those the stock covers get through. The hold is recorded in the same
 * update, so if the order cannot be stored (an outage, a crash) the units are not lost: the hold
 * sweep returns a hold whose order never appeared.
 */
async function placeUnlocked(
  caller: Caller,
  productId: Id,
  input: z.output<typeof orderSchema>,
): Promise<OrderDto> {
  const { ORDER_HOLD_MINUTES } = env();

  const orderId = newId();
  const quantity = input.productQuantity;
  const rules = await findOrderingRules(productId);
  if (!rules) throw new AppError('not_found:product');
  // The part's own minimum and pack, with the same words the purchase page shows.
  const problem = quantityProblem(quantity, quantityRulesOf(rules));
  if (problem) throw new AppError('invalid', problem, { productQuantity: problem });
  const now = new Date();
  let product = await takeIntoHold(productId, orderId, quantity, now);
  if (!product) {
    // Stock held by lapsed orders may be waiting for the sweep: return it, then try once more.
    if ((await releaseLapsedHolds({ productId })) > 0)
      product = await takeIntoHold(productId, orderId, quantity, now);
  }
  // The part existed a moment ago (its rules were read): what is missing is the stock.
  if (!product) {
    throw new AppError('invalid', ABOVE_STOCK_MESSAGE, { productQuantity: ABOVE_STOCK_MESSAGE });
  }
  // The volume price for this quantity, from the database as it is now: never the client's total.
  const price = orderPrice(product.priceCents, quantity, product.priceBreaks);
  const order: OrderDoc = {
    _id: orderId,
    customerName: input.customerName,
    customerEmail: caller.email,
    phoneNumber: input.phoneNumber,
    ...(input.poNumber ? { poNumber: input.poNumber } : {}),
    productId,
    productName: product.name,
    productQuantity: quantity,
    unitPriceCents: price.unitCents,
    totalCents: price.totalCents,
    paid: false,
    status: 'unpaid',
    stock: 'held',
    holdUntil: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
    holdTakenAt: now,
    createdAt: now,
  };
  try {
    await insertOrder(order);
  } catch (error) {
    // The answer may be what was lost, not the write: if the order is there, it was placed.
    const stored = await findOrder(orderId).catch(() => undefined);
    if (stored) return toOrderDto(stored);
    // Not there *yet* is no proof: a write retried across a crash can land after this read (seen in
    // tests/integration/faults.test.ts). The hold stays; the reconciliation (lib/orders/holds.ts)
    // returns it once its grace has passed if no order ever appeared.
    throw error;
  }
  return toOrderDto(order);
}
