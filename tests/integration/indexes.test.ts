import { MongoClient } from 'mongodb';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, getMongoClient } from '@/lib/db/client';

const names = async (collection: string) =>
  ((await (await getDb()).collection(collection).indexes()).map((index) => index.name) as string[]).sort();

describe('indexes', () => {
  afterAll(async () => (await getMongoClient()).close());

  it('end every list sort with the id, and replace the older ones on a database that has them', async () => {
    // A database as the store left it before: list indexes without the id.
    const raw = await new MongoClient(process.env.MONGODB_URI!).connect();
    try {
      const old = raw.db(process.env.MONGODB_DB);
      await old.collection('orders').createIndex({ createdAt: -1 });
      await old.collection('orders').createIndex({ status: 1, createdAt: -1 });
      await old.collection('audit').createIndex({ at: -1 });
      await old.collection('products').createIndex({ priceCents: 1 });
    } finally {
      await raw.close();
    }

    // The app's first connection makes the new indexes and runs the migrations.
    expect(await names('orders')).toEqual(
      expect.arrayContaining([
        'createdAt_-1__id_-1',
        'status_1_createdAt_-1__id_-1',
        'customerEmail_1_createdAt_-1__id_-1',
      ]),
    );
    expect(await names('orders')).not.toContain('createdAt_-1');
    expect(await names('orders')).not.toContain('status_1_createdAt_-1');
    expect(await names('audit')).toContain('at_-1__id_-1');
    expect(await names('audit')).not.toContain('at_-1');
    expect(await names('products')).toEqual(
      expect.arrayContaining(['createdAt_1__id_1', 'nameLower_1__id_1', 'priceCents_1__id_1']),
    );
    expect(await names('products')).not.toContain('priceCents_1');
  });
});
