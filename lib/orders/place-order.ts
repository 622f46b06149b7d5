import 'server-only';
import { ObjectId } from 'mongodb';
import type { Caller } from '@/lib/auth/caller';
import { ordersCollection, type OrderDoc } from '@/lib/db/orders';
import { productsCollection } from '@/lib/db/products';
import { notFound, unprocessable } from '@/lib/http/errors';
import type { orderSchema } from '@/lib/validation/order';
import type { z } from 'zod';
import { ABOVE_STOCK_MESSAGE } from './rules';
import { toOrderDto, type OrderDto } from './order-dto';

/**
 * Reserves the stock and records the order, unpaid, at the price in the database now
 * (DESIGN.md §6). The conditional $inc is the guard against overselling: of many concurrent
 * orders only those the stock covers get through. No transactions: if storing the order fails,
 * the reserved units are given back.
 */
export async function placeOrder(
  caller: Caller,
  productId: ObjectId,
  input: z.output<typeof orderSchema>,
): Promise<OrderDto> {
  const products = await productsCollection();
  const quantity = input.productQuantity;
  // 'before' image: the price and name at the moment of the reservation (see README on the local server).
  const product = await products.findOneAndUpdate(
    { _id: productId, quantity: { $gte: quantity } },
    { $inc: { quantity: -quantity }, $set: { updatedAt: new Date() } },
    { returnDocument: 'before' },
  );
  if (!product) {
    if (!(await products.countDocuments({ _id: productId }, { limit: 1 })))
      throw notFound('Product not found');
    throw unprocessable(ABOVE_STOCK_MESSAGE, { productQuantity: ABOVE_STOCK_MESSAGE });
  }
  const order: OrderDoc = {
    _id: new ObjectId(),
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
    createdAt: new Date(),
  };
  try {
    await (await ordersCollection()).insertOne(order);
  } catch (error) {
    await products.updateOne({ _id: productId }, { $inc: { quantity } });
    throw error;
  }
  return toOrderDto(order);
}
