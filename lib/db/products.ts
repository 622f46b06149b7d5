import 'server-only';
import { MongoServerError, type Filter, type Sort as MongoSort } from 'mongodb';
import { AppError } from '@/lib/model/app-error';
import { partNumberFields } from '@/lib/model/part-number';
import { escapeRegex, NO_SEARCH, searchFields, type CatalogSearch } from '@/lib/model/search-words';
import { productsCollection } from './collections';
import type { ProductDoc } from './documents';
import type { Id } from './ids';
import { highestNumberIn } from './part-number-keys';

/** Fields no read for display needs: search words and the holds list can be long. */
const BULKY = { keywords: 0, holds: 0, partNumberKey: 0, partNumberCompact: 0 } as const;

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

/**
 * A search's parts: those whose words match, or whose part number starts with the query's letters
 * and digits (`partNumberCompact` holds nothing else, so the prefix is a plain indexed range).
 */
function searchFilter({ words, partNumber }: CatalogSearch): Filter<ProductDoc> {
  if (!partNumber) return keywordFilter(words);
  const byNumber = { partNumberCompact: { $regex: `^${partNumber}` } };
  return words.length === 0 ? byNumber : { $or: [keywordFilter(words), byNumber] };
}

export type ProductPageQuery = { search: CatalogSearch; sort: ProductSort; skip: number; limit: number };

/** At most this many exact part-number matches lead a search's first page. */
const EXACT_FIRST = 24;

/**
 * One page of a search or of the catalog. A part whose number is exactly the query comes first
 * (a buyer typing the number on the old part wants that part), then the other matches in `sort`.
 */
export async function findProductPage({
  search,
  sort,
  skip,
  limit,
}: ProductPageQuery): Promise<ProductDoc[]> {
  const products = await productsCollection();
  const page = (filter: Filter<ProductDoc>, from: number, count: number) =>
    count <= 0
      ? Promise.resolve([])
      : products.find(filter, { projection: BULKY }).sort(SORTS[sort]).skip(from).limit(count).toArray();
  if (!search.partNumber) return page(searchFilter(search), skip, limit);
  const exact = await page({ partNumberCompact: search.partNumber }, 0, EXACT_FIRST);
  const lead = exact.slice(skip, skip + limit);
  const rest = await page(
    { $and: [searchFilter(search), { partNumberCompact: { $ne: search.partNumber } }] },
    Math.max(0, skip - exact.length),
    limit - lead.length,
  );
  return [...lead, ...rest];
}

export async function countProducts(search: CatalogSearch = NO_SEARCH): Promise<number> {
  const products = await productsCollection();
  return search.words.length === 0 && !search.partNumber
    ? products.estimatedDocumentCount()
    : products.countDocuments(searchFilter(search));
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

/** Manage Products: newest first, by words or part number, optionally only parts below `lowBelow` units. */
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
): Promise<Pick<ProductDoc, '_id' | 'name' | 'minimumQuantity' | 'quantityStep'> | null> {
  return (await productsCollection()).findOne(
    { _id: id },
    { projection: { name: 1, minimumQuantity: 1, quantityStep: 1 } },
  );
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

/**
 * Sets `fields` on a part; with `restock`, only while its stock is still `restock.from` (an
 * admin's edit never overwrites stock that orders moved meanwhile), and the books' `received`
 * moves by as much. Answers whether the part was there (and, with `restock`, still at `from`).
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
      restock ? { _id: id, quantity: restock.from } : { _id: id },
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
