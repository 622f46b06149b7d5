import 'server-only';
import type { Filter } from 'mongodb';
import type { Id } from '@/lib/db';
import type { CatalogSearch } from '@/lib/model';
import { productsCollection } from './collections';
import { SORTS, searchFilter } from './product-pages';
import type { ProductDoc } from './products-doc';

// What a listing's facet index is built from (issue 37): a projection of the parts, streamed in
// catalog order (never the documents whole), and the ids a search finds among them.

export type FacetSourceRow = Pick<ProductDoc, '_id' | 'priceCents' | 'attrs' | 'nameLower' | 'categoryId'>;

const within = (categoryIds?: Id[]): Filter<ProductDoc> =>
  categoryIds ? { categoryId: { $in: categoryIds } } : {};

/** The parts of `categoryIds` (none: every part), in catalog order, a batch per round trip. */
export async function* streamFacetSource(categoryIds?: Id[]): AsyncGenerator<FacetSourceRow> {
  const cursor = (await productsCollection())
    .find(within(categoryIds), {
      projection: { _id: 1, priceCents: 1, attrs: 1, nameLower: 1, categoryId: 1 },
    })
    .sort(SORTS.catalog)
    .batchSize(2000);
  try {
    for await (const doc of cursor) yield doc as FacetSourceRow;
  } finally {
    await cursor.close();
  }
}

/** The ids of the parts a search finds among `categoryIds` (ids only: a listing's base). */
export async function findSearchedIds(search: CatalogSearch, categoryIds?: Id[]): Promise<Set<string>> {
  const filter = categoryIds ? { $and: [searchFilter(search), within(categoryIds)] } : searchFilter(search);
  const ids = new Set<string>();
  const cursor = (await productsCollection()).find(filter, { projection: { _id: 1 } }).batchSize(5000);
  for await (const doc of cursor) ids.add(doc._id.toHexString());
  return ids;
}
