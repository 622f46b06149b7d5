import 'server-only';
import type { Filter, Sort as MongoSort } from 'mongodb';
import { escapeRegex, searchFields } from '@/lib/model/search-words';
import { productsCollection } from './collections';
import type { ProductDoc } from './documents';
import type { Id } from './ids';

/** Fields no read for display needs: search words and the holds list can be long. */
const BULKY = { keywords: 0, holds: 0 } as const;

export type ProductSort = 'catalog' | 'name' | 'price-asc' | 'price-desc' | 'newest';

/** Every order ends on _id, so pages never overlap or skip a part when values tie. */
// Each sort is an index of indexes.ts read forwards or backwards (the id breaks ties, so pages never
// overlap): MongoDB then reads a page off the index instead of sorting the collection.
const SORTS: Record<ProductSort, MongoSort> = {
  catalog: { createdAt: 1, _id: 1 },
  name: { nameLower: 1, _id: 1 },
  'price-asc': { priceCents: 1, _id: 1 },
  'price-desc': { priceCents: -1, _id: -1 },
  newest: { createdAt: -1, _id: -1 },
};

/** Parts having, for each word, a keyword starting with it (see lib/model/search-words.ts). */
function keywordFilter(words: string[]): Filter<ProductDoc> {
  return words.length === 0
    ? {}
    : { $and: words.map((word) => ({ keywords: { $regex: `^${escapeRegex(word)}` } })) };
}

export type ProductPageQuery = { words: string[]; sort: ProductSort; skip: number; limit: number };

export async function findProductPage({ words, sort, skip, limit }: ProductPageQuery): Promise<ProductDoc[]> {
  return (await productsCollection())
    .find(keywordFilter(words), { projection: BULKY })
    .sort(SORTS[sort])
    .skip(skip)
    .limit(limit)
    .toArray();
}

export async function countProducts(words: string[] = []): Promise<number> {
  const products = await productsCollection();
  return words.length === 0
    ? products.estimatedDocumentCount()
    : products.countDocuments(keywordFilter(words));
}

/** Every part in catalog order, one at a time (for streamed answers: never the whole list in memory). */
export async function* streamProducts(): AsyncGenerator<ProductDoc> {
  const cursor = (await productsCollection())
    .find({}, { projection: BULKY })
    .sort(SORTS.catalog)
    .batchSize(500);
  try {
    for await (const doc of cursor) yield doc;
  } finally {
    await cursor.close();
  }
}

/** Ids and update times only, for the sitemap. */
export async function* streamProductIds(skip: number, limit: number) {
  const cursor = (await productsCollection())
    .find({}, { projection: { _id: 1, updatedAt: 1 } })
    .sort({ _id: 1 })
    .skip(skip)
    .limit(limit)
    .batchSize(1000);
  try {
    for await (const doc of cursor) yield doc as Pick<ProductDoc, '_id' | 'updatedAt'>;
  } finally {
    await cursor.close();
  }
}

/** Manage Products: newest first, by name words, optionally only parts below `lowBelow` units. */
export async function findAdminProductPage(
  { words, lowBelow }: { words: string[]; lowBelow?: number },
  skip: number,
  limit: number,
) {
  const products = await productsCollection();
  const filter: Filter<ProductDoc> = {
    ...keywordFilter(words),
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
): Promise<Pick<ProductDoc, '_id' | 'name' | 'minimumQuantity' | 'quantityStep'> | null> {
  return (await productsCollection()).findOne(
    { _id: id },
    { projection: { name: 1, minimumQuantity: 1, quantityStep: 1 } },
  );
}

export async function productExists(id: Id): Promise<boolean> {
  return (await (await productsCollection()).countDocuments({ _id: id }, { limit: 1 })) > 0;
}

/** A new part, with its search fields and its stock as the books' first receipt. */
export async function insertProduct(doc: ProductDoc): Promise<void> {
  await (await productsCollection()).insertOne({ ...doc, ...searchFields(doc), received: doc.quantity });
}

/**
 * Sets `fields` on a part; with `restock`, only while its stock is still `restock.from` (an
 * admin's edit never overwrites stock that orders moved meanwhile), and the books' `received`
 * moves by as much. Answers whether the part was there (and, with `restock`, still at `from`).
 */
export async function updateProduct(
  id: Id,
  fields: Partial<Omit<ProductDoc, '_id' | 'holds' | 'received' | 'keywords' | 'nameLower'>>,
  restock?: { from: number; to: number },
): Promise<ProductDoc | null> {
  const set = { ...fields, ...(restock ? { quantity: restock.to } : {}), updatedAt: new Date() };
  const received = restock ? restock.to - restock.from : 0;
  // The part as saved, so that the caller answers with it without reading it again.
  const saved = await (
    await productsCollection()
  ).findOneAndUpdate(
    restock ? { _id: id, quantity: restock.from } : { _id: id },
    { $set: set, ...(received ? { $inc: { received } } : {}) },
    { returnDocument: 'after', projection: BULKY },
  );
  if (saved && (fields.name !== undefined || fields.description !== undefined)) await refreshSearchFields(id);
  return saved;
}

/** Deletes a part (its holds go with it); the part as it was, or null. */
export async function deleteProduct(id: Id): Promise<ProductDoc | null> {
  return (await productsCollection()).findOneAndDelete({ _id: id }, { projection: { holds: 0 } });
}

export type StockBooks = Pick<ProductDoc, '_id' | 'name' | 'quantity' | 'holds' | 'received'>;

/** Every part's stock books (on hand, holds, received), a batch at a time. */
export async function* streamStockBooks(): AsyncGenerator<StockBooks> {
  const cursor = (await productsCollection())
    .find({}, { projection: { name: 1, quantity: 1, holds: 1, received: 1 } })
    .batchSize(500);
  try {
    for await (const doc of cursor) yield doc;
  } finally {
    await cursor.close();
  }
}
