import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import { numberOrders } from '@/lib/db/number-migration';
import { ORDER_NUMBER_SEQUENCE } from '@/lib/model/order-number';

afterAll(async () => (await getMongoClient()).close());

describe('numbering older orders at start-up (2026-12-order-numbers)', () => {
  it('numbers them in the order they were placed, and skips past a number the rewound counter gives again', async () => {
    const db = await getDb();
    const orders = db.collection<{ _id: ObjectId; number?: number; createdAt: Date }>('orders');
    // A counter rewound below a number already stored (a crash lost its last increments).
    const { seq } = (await db
      .collection<{ _id: string; seq: number }>('counters')
      .findOneAndUpdate(
        { _id: ORDER_NUMBER_SEQUENCE },
        { $inc: { seq: 0 } },
        { upsert: true, returnDocument: 'after' },
      ))!;
    await orders.insertOne({ _id: new ObjectId(), number: seq + 3, createdAt: new Date() });
    const old = [0, 1, 2, 3].map((i) => ({
      _id: new ObjectId(),
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
    }));
    await orders.insertMany([...old].reverse());

    expect(await numberOrders(db)).toBe(true);
    const numbered = await orders.find({ _id: { $in: old.map((o) => o._id) } }).toArray();
    const numberOf = new Map(numbered.map((o) => [o._id.toHexString(), o.number]));
    // In the order placed, from the counter; the third met the number already stored, so it drew
    // again once the others were written: never a number twice.
    expect(old.map((o) => numberOf.get(o._id.toHexString()))).toEqual([seq + 1, seq + 2, seq + 5, seq + 4]);
    expect(await orders.countDocuments({ number: { $exists: false } })).toBe(0);
  });
});
