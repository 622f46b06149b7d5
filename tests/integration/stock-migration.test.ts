import { ObjectId } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';
import { stockApart } from '@/lib/db/stock-migration';

afterAll(async () => (await getMongoClient()).close());

/** A part as versions before decision 0033 stored it: its stock books on the part document. */
const legacyPart = (onHand: number, holds: { orderId: ObjectId; quantity: number; at: Date }[] = []) => ({
  _id: new ObjectId(),
  name: 'Legacy part',
  description: 'Stored with its stock.',
  priceCents: 100,
  createdAt: new Date(),
  quantity: onHand,
  holds,
  restocks: [],
  received: onHand + holds.reduce((sum, hold) => sum + hold.quantity, 0),
});

describe("moving a part's stock into its own document (2026-12-stock-apart)", () => {
  it('copies every part in batches, then unsets it; a crash between the two is finished without overwriting stock that moved', async () => {
    const db = await getDb();
    const parts = db.collection('products');
    const stock = db.collection('stock');
    const held = { orderId: new ObjectId(), quantity: 30, at: new Date() };
    // More than two rounds of 500, one with a hold.
    const many = Array.from({ length: 1_203 }, (_, i) => legacyPart(i));
    const withHold = legacyPart(70, [held]);
    // Copied before a crash, then 10 units sold from the copy: the part still has its old fields.
    const halfDone = legacyPart(100);
    await parts.insertMany([...many, withHold, halfDone]);
    await stock.insertOne({ _id: halfDone._id, onHand: 90, holds: [], restocks: [], received: 100 });

    // Two starting instances at once: one moves the stock, the other waits its turn (or finds none).
    const runs = await Promise.all([stockApart(db), stockApart(db)]);
    expect(runs).toContain(true);
    if (runs.includes(false)) expect(await stockApart(db)).toBe(true);

    const ids = [...many, withHold, halfDone].map((part) => part._id);
    expect(await parts.countDocuments({ _id: { $in: ids }, quantity: { $exists: true } })).toBe(0);
    expect(await parts.countDocuments({ _id: { $in: ids }, holds: { $exists: true } })).toBe(0);
    expect(await parts.countDocuments({ _id: { $in: ids }, received: { $exists: true } })).toBe(0);
    expect(await stock.countDocuments({ _id: { $in: ids } })).toBe(ids.length);
    expect(await stock.findOne({ _id: many[1_202]!._id })).toMatchObject({
      onHand: 1_202,
      received: 1_202,
      holds: [],
    });
    expect(await stock.findOne({ _id: withHold._id })).toMatchObject({
      onHand: 70,
      received: 100,
      holds: [held],
    });
    expect(await stock.findOne({ _id: halfDone._id })).toMatchObject({ onHand: 90, received: 100 });
    // The part keeps what the catalog owns.
    expect(await parts.findOne({ _id: withHold._id })).toMatchObject({
      name: 'Legacy part',
      priceCents: 100,
    });

    // Once done, a repeat changes nothing.
    await stock.updateOne({ _id: withHold._id }, { $inc: { onHand: -5 } });
    expect(await stockApart(db)).toBe(true);
    expect(await stock.findOne({ _id: withHold._id })).toMatchObject({ onHand: 65 });
    const names = (await parts.indexes()).map((index) => index.name);
    expect(names).not.toContain('quantity_1');
    expect(names).not.toContain('holds.at_1');
  }, 60_000);
});
