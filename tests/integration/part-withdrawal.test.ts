import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import type { Caller } from '@/lib/model/caller';
import { withdrawPart } from '@/lib/orders/withdraw';
import { getDb, getMongoClient } from '@/lib/db/client';
import { linkPaymentIntent } from '@/lib/orders/store/order-payments';
import { partNumberFields } from '@/lib/model/part-number';
import { placeNewOrder } from '@/lib/orders/place';
import { lineToPlace, recordParts } from '@/lib/orders/place-lines';
import { cancelWithdrawnOrders } from '@/lib/orders/withdraw';
import { paymentGateway } from '@/lib/payments/gateway';
import { AppError } from '@/lib/model/app-error';
import { newStock } from '../support/products';

// Deleting a part used to cancel each of its unpaid orders in the admin's request, one call to the
// payment provider after another (60 orders: 60 calls). The request now only marks them; the sweep
// cancels a bounded number a pass. Run in this process against the offline test gateway, whose
// payments live in this file's database, so every call it made can be read back.

afterAll(async () => (await getMongoClient()).close());

const admin: Caller = {
  id: new ObjectId().toHexString(),
  email: 'admin@partsmith.io',
  name: null,
  role: 'admin',
};

async function partWithPaymentsStarted(orders: number) {
  const db = await getDb();
  const productId = new ObjectId();
  await db.collection('products').insertOne({
    _id: productId,
    ...partNumberFields(`WD-${productId.toHexString().slice(-8)}`),
    name: 'Withdrawn bracket',
    description: 'Deleted with orders open.',
    img: '/images/parts/hex-bolt.webp',
    priceCents: 100,
    email: admin.email,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  await db.collection('stock').insertOne(newStock(productId, 30 * orders));
  const gateway = paymentGateway()!;
  const ids: ObjectId[] = [];
  for (let i = 0; i < orders; i += 1) {
    const order = await placeNewOrder(
      {
        _id: new ObjectId(),
        customerName: 'Buyer',
        customerEmail: `buyer${i}@example.com`,
        phoneNumber: '555 0100',
        lines: [lineToPlace({ _id: productId, name: 'Withdrawn bracket' }, 30)],
      },
      {
        record: (parts) =>
          recordParts([{ productId, quantity: 30 }], parts, () => ({ unitCents: 100, totalCents: 3000 })),
        noStock: () => new AppError('invalid', 'no stock'),
      },
    );
    const intent = await gateway.createIntent({
      orderId: order._id.toHexString(),
      amountCents: 3000,
      currency: 'usd',
      idempotencyKey: `withdraw-${order._id.toHexString()}`,
    });
    expect(await linkPaymentIntent(order._id, intent.id)).toBe(true);
    ids.push(order._id);
  }
  return { productId, ids };
}

const intentStatuses = async (ids: ObjectId[]) =>
  (
    await (
      await getDb()
    )
      .collection('payment_intents')
      .find({ orderId: { $in: ids.map((id) => id.toHexString()) } })
      .toArray()
  ).map((intent) => intent.status as string);

const count = (statuses: string[], status: string) => statuses.filter((s) => s === status).length;

describe('deleting a part with 45 open payments', () => {
  it('calls the payment provider not at all in the request; the sweep cancels 20 orders a pass', async () => {
    const { productId, ids } = await partWithPaymentsStarted(45);
    expect(await withdrawPart(admin, productId.toHexString())).toEqual({ deletedCount: 1 });
    expect(count(await intentStatuses(ids), 'requires_payment_method')).toBe(45);
    const orders = (await getDb()).collection('orders');
    expect(await orders.countDocuments({ _id: { $in: ids }, withdrawn: true, status: 'unpaid' })).toBe(45);

    expect(await cancelWithdrawnOrders()).toBe(20);
    expect(count(await intentStatuses(ids), 'canceled')).toBe(20);
    expect(await cancelWithdrawnOrders()).toBe(20);
    expect(await cancelWithdrawnOrders()).toBe(5);
    expect(await cancelWithdrawnOrders()).toBe(0);
    expect(count(await intentStatuses(ids), 'canceled')).toBe(45);
    expect(
      await orders.countDocuments({ _id: { $in: ids }, status: 'cancelled', withdrawn: { $exists: false } }),
    ).toBe(45);
    const audits = await (
      await getDb()
    )
      .collection('audit')
      .countDocuments({ action: 'order.delete', actor: 'system', 'details.reason': 'part deleted' });
    expect(audits).toBe(45);
  });
});
