import 'server-only';
import { MongoServerError, type Filter } from 'mongodb';
import { AppError, partNumberFields, searchFields, type CatalogSearch } from '@/lib/model';
import { productsCollection } from './collections';
import { highestNumberIn, type Id } from '@/lib/db';
import type { ProductDoc } from './products-doc';
import { BULKY, SORTS, searchFilter } from './product-pages';
export type { ProductDoc, Hold, Restock } from './products-doc';

export async function findAdminProductPage(
  { search, lowBelow }: { search: CatalogSearch; lowBelow?: number },
  skip: number,
  limit: number,
) {
  const products = await productsCollection();
  const filter: Filter<ProductDoc> = {
    ...searchFilter(search),
    ...(lowBelow !== undefined ? { quantity: { $lt: lowBelow } } : {}),
  };
  const [rows, total] = await Promise.all([
    products.find(filter, { projection: BULKY }).sort(SORTS.newest).skip(skip).limit(limit).toArray(),
    products.countDocuments(filter),
  ]);
  return { rows, total };
}

export async function findProduct(id: Id): Promise<ProductDoc | null> {
  return (await productsCollection()).findOne({ _id: id }, { projection: BULKY });
}

/** Recomputes the search fields from what is stored (after an edit of name or description). */
async function refreshSearchFields(id: Id): Promise<void> {
  const products = await productsCollection();
  const doc = await products.findOne({ _id: id }, { projection: { name: 1, description: 1 } });
  if (!doc) return;
  // Conditional on the values read: a concurrent edit wins and refreshes the fields itself.
  await products.updateOne(
    { _id: id, name: doc.name, description: doc.description },
    { $set: searchFields(doc) },
  );
}

/** A part's name and ordering rules, read before its stock is taken or a quote asked (null: no such part). */
export async function findOrderingRules(
  id: Id,
): Promise<Pick<ProductDoc, '_id' | 'name' | 'partNumber' | 'minimumQuantity' | 'quantityStep'> | null> {
  return (await productsCollection()).findOne(
    { _id: id },
    { projection: { name: 1, partNumber: 1, minimumQuantity: 1, quantityStep: 1 } },
  );
}

/** Stock and prices of these parts (one round trip), for quotes to show beside a request. */
export async function findSellingOf(
  ids: Id[],
): Promise<Pick<ProductDoc, '_id' | 'quantity' | 'priceCents' | 'priceBreaks'>[]> {
  if (ids.length === 0) return [];
  return (await productsCollection())
    .find({ _id: { $in: ids } }, { projection: { quantity: 1, priceCents: 1, priceBreaks: 1 } })
    .toArray();
}

/** Whether every one of these parts is still in the catalog. */
export async function productsExist(ids: Id[]): Promise<boolean> {
  const unique = [...new Map(ids.map((id) => [id.toHexString(), id])).values()];
  return (await (await productsCollection()).countDocuments({ _id: { $in: unique } })) === unique.length;
}

export async function productExists(id: Id): Promise<boolean> {
  return (await (await productsCollection()).countDocuments({ _id: id }, { limit: 1 })) > 0;
}

/** A duplicate part number (the only unique key of a part besides its id) as the domain's conflict. */
async function numberedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) throw new AppError('conflict:part-number');
    throw error;
  }
}

/** A new part, with its search fields and its stock as the books' first receipt. */
export async function insertProduct(doc: ProductDoc): Promise<void> {
  const stored = {
    ...doc,
    ...searchFields(doc),
    ...partNumberFields(doc.partNumber),
    received: doc.quantity,
  };
  await numberedWrite(async () => (await productsCollection()).insertOne(stored));
}

/** Whether another part than `except` has this number (ignoring case). */
export async function partNumberTaken(partNumber: string, except?: Id): Promise<boolean> {
  const { partNumberKey } = partNumberFields(partNumber);
  const filter = except ? { partNumberKey, _id: { $ne: except } } : { partNumberKey };
  return (await (await productsCollection()).countDocuments(filter, { limit: 1 })) > 0;
}

export const highestNumberWithPrefix = async (prefix: string) =>
  highestNumberIn(await productsCollection(), prefix);

type SellingFields = Pick<ProductDoc, 'priceCents' | 'priceBreaks' | 'minimumQuantity' | 'quantityStep'>;

/**
 * A filter that matches a part only while its selling fields are still `read`: a change checked
 * against them (prices that must fall with quantity, a minimum on the pack) is written only onto
 * the values it was checked with, never onto another admin's edit made meanwhile.
 */
export function sellingAsRead(read: SellingFields): Filter<ProductDoc> {
  // `null` matches a field that is missing or null; no price breaks is a missing, null or empty list.
  return {
    priceCents: read.priceCents,
    ...(read.priceBreaks?.length
      ? { priceBreaks: read.priceBreaks }
      : { 'priceBreaks.0': { $exists: false } }),
    minimumQuantity: read.minimumQuantity ?? null,
    quantityStep: read.quantityStep ?? null,
  } as Filter<ProductDoc>;
}

/**
 * Sets `fields` on a part; with `restock`, only while its stock is still `restock.from` (an
 * admin's edit never overwrites stock that orders moved meanwhile), and the books' `received`
 * moves by as much; with `selling`, only while its selling fields are still those (sellingAsRead).
 * Answers the part as saved, or null when it was not there (or no longer as expected).
 */
export async function updateProduct(
  id: Id,
  fields: Partial<
    Omit<
      ProductDoc,
      '_id' | 'holds' | 'received' | 'keywords' | 'nameLower' | 'partNumberKey' | 'partNumberCompact'
    >
  >,
  restock?: { from: number; to: number },
  selling?: SellingFields,
): Promise<ProductDoc | null> {
  // A field given as undefined ("not changed") must not reach $set: the driver would store null.
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const set = {
    ...given,
    ...(fields.partNumber !== undefined ? partNumberFields(fields.partNumber) : {}),
    ...(restock ? { quantity: restock.to } : {}),
    updatedAt: new Date(),
  };
  const received = restock ? restock.to - restock.from : 0;
  // The part as saved, so that the caller answers with it without reading it again.
  const saved = await numberedWrite(async () =>
    (await productsCollection()).findOneAndUpdate(
      {
        _id: id,
        ...(restock ? { quantity: restock.from } : {}),
        ...(selling ? sellingAsRead(selling) : {}),
      },
      { $set: set, ...(received ? { $inc: { received } } : {}) },
      { returnDocument: 'after', projection: BULKY },
    ),
  );
  if (saved && (fields.name !== undefined || fields.description !== undefined)) await refreshSearchFields(id);
  return saved;
}

/** Deletes a part (its holds go with it); the part as it was, or null. */
export async function deleteProduct(id: Id): Promise<ProductDoc | null> {
  return (await productsCollection()).findOneAndDelete({ _id: id }, { projection: { holds: 0 } });
}

export type StockBooks = Pick<ProductDoc, '_id' | 'name' | 'quantity' | 'holds' | 'restocks' | 'received'>;

/** Every part's stock books (on hand, holds, received), a batch at a time. */
export async function* streamStockBooks(): AsyncGenerator<StockBooks> {
  const cursor = (await productsCollection())
    .find({}, { projection: { name: 1, quantity: 1, holds: 1, restocks: 1, received: 1 } })
    .batchSize(500);
  try {
    for await (const doc of cursor) yield doc;
  } finally {
    await cursor.close();
  }
}
