import 'server-only';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Caller } from '@/lib/auth/caller';
import { countOpenOrders, ordersCollection, type OrderDoc } from '@/lib/db/orders';
import { productsCollection } from '@/lib/db/products';
import { releaseHold, takeIntoHold } from '@/lib/db/stock';
import { env } from '@/lib/env';
import { withLock } from '@/lib/db/locks';
import { HttpError, notFound, unprocessable } from '@/lib/http/errors';
import { limitPerUser } from '@/lib/http/rate-limit';
import type { orderSchema } from '@/lib/validation/order';
import { releaseLapsedHolds } from './holds';
import { toOrderDto, type OrderDto } from './order-dto';
import { ABOVE_STOCK_MESSAGE } from './rules';

const ORDERS_PER_MINUTE = 10;

const capMessage = (max: number) =>
  `You already have ${max} unpaid orders holding stock. Pay or cancel one of them before ordering more.`;

/**
 * One customer's orders are placed one at a time (a lock shared by every instance), so the
 * open-order cap is counted before each is placed and racing orders cannot pass it together.
 */
export async function placeOrder(
  caller: Caller,
  productId: ObjectId,
  input: z.output<typeof orderSchema>,
): Promise<OrderDto> {
  const { MAX_OPEN_ORDERS } = env();
  // Ten orders a minute (or as many as one may hold open): enough for any buyer, too few to drain stock.
  await limitPerUser(caller.id, 'order', Math.max(ORDERS_PER_MINUTE, MAX_OPEN_ORDERS), 1);
  const placed = await withLock(`order:${caller.id}`, async () => {
    if ((await countOpenOrders(caller.email)) >= MAX_OPEN_ORDERS)
      throw unprocessable(capMessage(MAX_OPEN_ORDERS));
    return placeUnlocked(caller, productId, input);
  });
  if (!placed) throw new HttpError(429, 'Your previous order is still being placed. Please try again.');
  return placed.value;
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
  productId: ObjectId,
  input: z.output<typeof orderSchema>,
): Promise<OrderDto> {
  const { ORDER_HOLD_MINUTES } = env();

  const orderId = new ObjectId();
  const quantity = input.productQuantity;
  let product = await takeIntoHold(productId, orderId, quantity);
  if (!product) {
    // Stock held by lapsed orders may be waiting for the sweep: return it, then try once more.
    if ((await releaseLapsedHolds({ productId })) > 0)
      product = await takeIntoHold(productId, orderId, quantity);
  }
  if (!product) {
    if (!(await (await productsCollection()).countDocuments({ _id: productId }, { limit: 1 })))
      throw notFound('Product not found');
    throw unprocessable(ABOVE_STOCK_MESSAGE, { productQuantity: ABOVE_STOCK_MESSAGE });
  }
  const now = new Date();
  const order: OrderDoc = {
    _id: orderId,
    customerName: input.customerName,
    customerEmail: caller.email,
    phoneNumber: input.phoneNumber,
    productId,
    productName: product.name,
    productQuantity: quantity,
    unitPriceCents: product.priceCents,
    totalCents: product.priceCents * quantity,
    paid: false,
    status: 'unpaid',
    stock: 'held',
    holdUntil: new Date(now.getTime() + ORDER_HOLD_MINUTES * 60_000),
    createdAt: now,
  };
  const orders = await ordersCollection();
  try {
    await orders.insertOne(order);
  } catch (error) {
    // The answer may be what was lost, not the write: if the order is there, it was placed.
    const stored = await orders.findOne({ _id: orderId }).catch(() => undefined);
    if (stored) return toOrderDto(stored);
    // Not there: the units go back now; if the database cannot tell, the sweep decides later.
    if (stored === null) await releaseHold(productId, orderId, quantity).catch(() => false);
    throw error;
  }
  return toOrderDto(order);
}
