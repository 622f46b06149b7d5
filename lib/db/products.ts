import 'server-only';
import type { AnyBulkWriteOperation, Collection, Filter, ObjectId, Sort as MongoSort } from 'mongodb';
import { escapeRegex, searchFields } from '@/lib/catalog/keywords';
import { getDb } from './client';

export type ProductDoc = {
  _id: ObjectId;
  name: string;
  description: string;
  /** Image address: a path under public/, an /api/images/{id} URL or an image host URL. */
  img: string;
  /** Units in stock. */
  quantity: number;
  /** Unit price in integer cents (the API shows it as `prize` in dollars). */
  priceCents: number;
  /** Email of the admin who added it. */
  email: string;
  createdAt: Date;
  updatedAt: Date;
  /** Search words of name and description (lib/catalog/keywords.ts); kept in step on every write. */
  keywords?: string[];
  /** The name lower-cased, for a case-insensitive sort by name on any server. */
  nameLower?: string;
  /** Units held by unpaid orders (lib/db/stock.ts). */
  holds?: { orderId: ObjectId; quantity: number; at: Date }[];
  /** Units the books account for: stock at creation plus restocks (lib/db/stock.ts). */
  received?: number;
};

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

export async function productsCollection() {
  return (await getDb()).collection<ProductDoc>('products');
}

/** Parts having, for each word, a keyword starting with it (see lib/catalog/keywords.ts). */
export function keywordFilter(words: string[]): Filter<ProductDoc> {
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

export async function findProduct(id: ObjectId): Promise<ProductDoc | null> {
  return (await productsCollection()).findOne({ _id: id }, { projection: BULKY });
}

/** Recomputes the search fields from what is stored (after an edit of name or description). */
export async function refreshSearchFields(id: ObjectId): Promise<void> {
  const products = await productsCollection();
  const doc = await products.findOne({ _id: id }, { projection: { name: 1, description: 1 } });
  if (!doc) return;
  // Conditional on the values read: a concurrent edit wins and refreshes the fields itself.
  await products.updateOne(
    { _id: id, name: doc.name, description: doc.description },
    { $set: searchFields(doc) },
  );
}

/**
 * Runs at connection time (lib/db/client.ts), before the first query.
 * Parts written before search existed get their search fields. Idempotent and safe on several
 * instances at once (each update is conditional on the fields still missing); reads in batches.
 */
export async function backfillSearchFields(products: Collection<ProductDoc>): Promise<number> {
  let updated = 0;
  const cursor = products
    .find({ keywords: { $exists: false } }, { projection: { name: 1, description: 1 } })
    .batchSize(500);
  let batch: AnyBulkWriteOperation<ProductDoc>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    updated += (await products.bulkWrite(batch, { ordered: false })).modifiedCount;
    batch = [];
  };
  for await (const doc of cursor) {
    batch.push({
      updateOne: {
        filter: { _id: doc._id, keywords: { $exists: false } },
        update: { $set: searchFields(doc) },
      },
    });
    if (batch.length === 500) await flush();
  }
  await flush();
  return updated;
}

export async function productExists(id: ObjectId): Promise<boolean> {
  return (await (await productsCollection()).countDocuments({ _id: id }, { limit: 1 })) > 0;
}
