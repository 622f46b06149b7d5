import { ObjectId } from 'mongodb';
import { partNumberFields } from '@/lib/model/part-number';
import { searchFields } from '@/lib/model/search-words';
import { withAppDb } from './app-db';
import { newStock } from '../../scripts/test-support/stock-doc.mjs';

/** A part of the test's own in the app's database, so tests never fight over shared stock. */
export async function createTestProduct({
  quantity,
  priceCents = 1250,
  name,
  partNumber,
  dbName,
  categoryId,
  attrs,
}: {
  quantity: number;
  priceCents?: number;
  name?: string;
  /** Default: a number of the test's own (T- and the id's last 8 digits). */
  partNumber?: string;
  /** Another database than the shared test app's (see own-apps.ts). */
  dbName?: string;
  /** The category it sits in (issue 37). */
  categoryId?: string;
  /** Attribute values as stored: numbers in SI (issue 37). */
  attrs?: { k: string; n?: number; s?: string }[];
}) {
  const _id = new ObjectId();
  const fields = {
    name: name ?? `Test part ${_id.toHexString().slice(-6)}`,
    description: 'A part made for one test.',
  };
  await withAppDb(async (db) => {
    await db.collection('products').insertOne({
      _id,
      ...fields,
      ...searchFields(fields),
      ...partNumberFields(partNumber ?? `T-${_id.toHexString().slice(-8)}`),
      img: '/images/parts/hex-bolt.webp',
      priceCents,
      ...(categoryId ? { categoryId: new ObjectId(categoryId) } : {}),
      ...(attrs ? { attrs } : {}),
      email: 'admin@partsmith.io',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await db.collection('stock').insertOne(newStock(_id, quantity));
  }, dbName);
  return _id.toHexString();
}

export { newStock };

/** Units on hand of a part, as stored (lib/inventory's stock collection). */
export async function stockOf(productId: string): Promise<number | undefined> {
  return withAppDb(
    async (db) => (await db.collection('stock').findOne({ _id: new ObjectId(productId) }))?.onHand,
  );
}

/**
 * Leaves `onHand` units of a part on hand, as if the rest went elsewhere (sold in the shop, written
 * off): what it received changes by as much, so its books still balance (npm run check:stock runs
 * over the app's database after the suite).
 */
export async function setOnHand(productId: string, onHand: number): Promise<void> {
  await withAppDb(async (db) => {
    const stock = db.collection<{ _id: ObjectId; onHand: number }>('stock');
    const now = (await stock.findOne({ _id: new ObjectId(productId) }))!.onHand;
    await stock.updateOne(
      { _id: new ObjectId(productId) },
      { $inc: { onHand: onHand - now, received: onHand - now } },
    );
  });
}
