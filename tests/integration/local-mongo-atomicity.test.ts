import { MongoClient, type Collection } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type Counter = { _id: string; count: number; stock: number };

// The store relies on MongoDB's single-document atomicity (docs/decisions/0003 and 0004). This proves the
// local server keeps it: no lost updates, and a conditional decrement never goes below zero.
describe('local database server: single-document atomicity', () => {
  let client: MongoClient;
  let counters: Collection<Counter>;

  beforeAll(async () => {
    client = await new MongoClient(process.env.MONGODB_URI!).connect();
    counters = client.db(process.env.MONGODB_DB).collection<Counter>('counters');
  });
  afterAll(() => client.close());

  it('loses no update under 50 concurrent conditional findOneAndUpdate($inc)', async () => {
    await counters.insertOne({ _id: 'hits', count: 0, stock: 0 });
    // The 'before' images of serialised updates are exactly 0…49, each seen once. (mongo-java-server
    // reads the 'after' image outside its lock, so code here never relies on returnDocument 'after'.)
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        counters.findOneAndUpdate(
          { _id: 'hits', count: { $gte: 0 } },
          { $inc: { count: 1 } },
          { returnDocument: 'before' },
        ),
      ),
    );
    expect(results.map((doc) => doc?.count).sort((a, b) => a! - b!)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    );
    expect((await counters.findOne({ _id: 'hits' }))?.count).toBe(50);
  });

  it('never takes a conditional decrement below zero', async () => {
    await counters.insertOne({ _id: 'stock', count: 0, stock: 90 });
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        counters.findOneAndUpdate({ _id: 'stock', stock: { $gte: 30 } }, { $inc: { stock: -30 } }),
      ),
    );
    expect(results.filter((doc) => doc !== null)).toHaveLength(3);
    expect((await counters.findOne({ _id: 'stock' }))?.stock).toBe(0);
  });

  it('reports itself as MongoDB 5.0 wire-compatible to the official driver', async () => {
    const info = await client.db('admin').command({ buildInfo: 1 });
    expect(String(info.version)).toMatch(/^\d+\.\d+/);
    expect(Number(String(info.version).split('.')[0])).toBeGreaterThanOrEqual(5);
  });
});
