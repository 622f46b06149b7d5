import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import { releaseHold } from '@/lib/inventory/store/holds';

describe('releaseHold', () => {
  afterAll(async () => (await getMongoClient()).close());

  it("given the hold's time, releases that hold only, never a newer one the same order took since", async () => {
    // The sweep decided from an earlier read: the order's hold then was `earlier`; meanwhile that
    // hold was released and the order, revived for payment, took the stock again (`later`).
    const stock = (await getDb()).collection('stock');
    const _id = new ObjectId();
    const orderId = new ObjectId();
    const earlier = new Date(Date.now() - 600_000);
    const later = new Date();
    await stock.insertOne({
      _id,
      onHand: 10,
      received: 40,
      holds: [{ orderId, quantity: 30, at: later }],
      restocks: [],
    });
    expect(await releaseHold(_id, orderId, 30, earlier)).toBe(false);
    expect((await stock.findOne({ _id }))?.onHand).toBe(10);

    expect(await releaseHold(_id, orderId, 30, later)).toBe(true);
    const released = await stock.findOne({ _id });
    expect(released?.onHand).toBe(40);
    expect(released?.holds).toEqual([]);
  });
});
