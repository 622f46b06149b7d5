import 'server-only';
import type { ObjectId } from 'mongodb';
import { getDb } from './client';

export type OrderStatus = 'unpaid' | 'paid' | 'shipped';

export type OrderDoc = {
  _id: ObjectId;
  customerName: string;
  customerEmail: string;
  phoneNumber: string;
  productId: ObjectId;
  /** Name and price as they were when ordered: later catalog edits do not rewrite orders. */
  productName: string;
  productQuantity: number;
  unitPriceCents: number;
  totalCents: number;
  paid: boolean;
  status: OrderStatus;
  transactionId?: string;
  paymentIntentId?: string;
  createdAt: Date;
  paidAt?: Date;
  shippedAt?: Date;
};

export async function ordersCollection() {
  return (await getDb()).collection<OrderDoc>('orders');
}

/** Which of these emails belong to customers with at least one paid order. */
export async function emailsWithPaidOrders(emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const found = await (
    await ordersCollection()
  ).distinct('customerEmail', { customerEmail: { $in: emails }, paid: true });
  return new Set(found);
}
