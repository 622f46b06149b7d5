import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import { releaseHold } from '@/lib/catalog/store/stock';

describe('releaseHold', () => {
  afterAll(async () => (await getMongoClient()).close());

  it("given the hold's time, releases that hold only, never a newer one the same order took since", async () => {
    // The sweep decided from an earlier read: the order's hold then was `earlier`; meanwhile that
    // hold was released and the order, revived for payment, took the stock again (`later`).
    const products = (await getDb()).collection('products');
    const _id = new ObjectId();
    const orderId = new ObjectId();
    const earlier = new Date(Date.now() - 600_000);
    const later = new Date();
    await products.insertOne({
      _id,
      name: 'Held part',
      quantity: 10,
      received: 40,
      holds: [{ orderId, quantity: 30, at: later }],
    });
    expect(await releaseHold(_id, orderId, 30, earlier)).toBe(false);
    expect((await products.findOne({ _id }))?.quantity).toBe(10);

    expect(await releaseHold(_id, orderId, 30, later)).toBe(true);
    const released = await products.findOne({ _id });
    expect(released?.quantity).toBe(40);
    expect(released?.holds).toEqual([]);
  });
});
