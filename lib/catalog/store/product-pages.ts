import 'server-only';
import { type Filter, type Sort as MongoSort } from 'mongodb';
import type { Id } from '@/lib/db';
import { escapeRegex, NO_SEARCH, type CatalogSearch } from '@/lib/model';
import { productsCollection } from './collections';
import type { ProductDoc } from './products-doc';

// The catalog's lists: pages of a search or of everything, their counts, and the whole catalog streamed.

/** Fields no read for display needs: the search words can be long. */
export const BULKY = { keywords: 0, partNumberKey: 0, partNumberCompact: 0 } as const;

export type ProductSort = 'catalog' | 'name' | 'price-asc' | 'price-desc' | 'newest';

/** Every order ends on _id, so pages never overlap or skip a part when values tie. */
// Each sort is an index of indexes.ts read forwards or backwards (the id breaks ties, so pages never
// overlap): MongoDB then reads a page off the index instead of sorting the collection.
export const SORTS: Record<ProductSort, MongoSort> = {
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
export function searchFilter({ words, partNumber }: CatalogSearch): Filter<ProductDoc> {
  if (!partNumber) return keywordFilter(words);
  const byNumber = { partNumberCompact: { $regex: `^${partNumber}` } };
  return words.length === 0 ? byNumber : { $or: [keywordFilter(words), byNumber] };
}

export type ProductPageQuery = {
  search: CatalogSearch;
  sort: ProductSort;
  skip: number;
  limit: number;
  /** Only parts in these categories (a category page: the category and its descendants). */
  within?: Id[];
};

/** `filter` narrowed to parts in `within` (none: the whole catalog). */
const inCategories = (filter: Filter<ProductDoc>, within?: Id[]): Filter<ProductDoc> =>
  within ? { $and: [filter, { categoryId: { $in: within } }] } : filter;

/**
 * A search's parts in the order a buyer ranks them: the part whose number is the query (the number
 * on the old part), then parts whose number starts with it, then parts that only match in words;
 * `sort` orders each group. Together they are exactly searchFilter's parts.
 */
function rankedFilters({ words, partNumber }: CatalogSearch): Filter<ProductDoc>[] {
  if (!partNumber) return [keywordFilter(words)];
  const byPrefix = { partNumberCompact: { $regex: `^${partNumber}` } };
  return [
    { partNumberCompact: partNumber },
    { $and: [byPrefix, { partNumberCompact: { $ne: partNumber } }] },
    ...(words.length ? [{ $and: [keywordFilter(words), { $nor: [byPrefix] }] }] : []),
  ];
}

/**
 * One page of a search or of the catalog: the ranked groups one after the other (rankedFilters),
 * each read only as far as the page reaches; a group wholly before the page is only counted.
 */
export async function findProductPage({
  search,
  sort,
  skip,
  limit,
  within,
}: ProductPageQuery): Promise<ProductDoc[]> {
  const products = await productsCollection();
  const found: ProductDoc[] = [];
  let toSkip = skip;
  for (const ranked of rankedFilters(search)) {
    const filter = inCategories(ranked, within);
    if (found.length === limit) break;
    const rows = await products
      .find(filter, { projection: BULKY })
      .sort(SORTS[sort])
      .skip(toSkip)
      .limit(limit - found.length)
      .toArray();
    found.push(...rows);
    toSkip =
      rows.length > 0 || toSkip === 0 ? 0 : Math.max(0, toSkip - (await products.countDocuments(filter)));
  }
  return found;
}

export async function countProducts(search: CatalogSearch = NO_SEARCH, within?: Id[]): Promise<number> {
  const products = await productsCollection();
  return search.words.length === 0 && !search.partNumber && !within
    ? products.estimatedDocumentCount()
    : products.countDocuments(inCategories(searchFilter(search), within));
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

/** How many parts sit in a category itself (a category holding parts is not deleted). */
export async function countInCategory(categoryId: Id): Promise<number> {
  return (await productsCollection()).countDocuments({ categoryId });
}

/** Every part of a deleted category taken out of it (they then sit in none); how many there were. */
export async function releaseCategory(categoryId: Id): Promise<number> {
  return (await productsCollection())
    .updateMany({ categoryId }, { $unset: { categoryId: '' } })
    .then((result) => result.modifiedCount);
}
