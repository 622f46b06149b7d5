import 'server-only';
import { formatQuantity } from '@/lib/attributes';
import { isBuildPhase, markShortLived, publicRead } from '@/lib/cache';
import { catalogPlace, categoryAt, type CategoryDoc } from '@/lib/categories';
import { toId } from '@/lib/db';
import { countFacets, type NumberFacet } from '@/lib/facets';
import {
  catalogSearch,
  parseFacetQuery,
  PARTS_PER_PAGE,
  unitSign,
  type AttributeDef,
  type FacetQuery,
} from '@/lib/model';
import { centsToDollars } from '@/lib/selling';
import { NothingFound, tagParts, unlessNothing, type CatalogPage } from './cache';
import { listingIndex, type ListingIndex } from './facet-indexes';
import { readSelection } from './facet-selection';
import type { ListingDto } from './listing-dto';
import { withOnHand } from './on-hand';
import { toProductDto } from './product-dto';
import { findSearchedIds } from './store/facet-source';
import { findProductsInOrder } from './store/products';

// A listing in a filter state (issue 37): a category's parts and its descendants' (its page), or
// the whole catalog's (/parts), a page at a time, each facet's counts from the same index as the
// list (./facet-indexes.ts), and each child category with the number of parts under it (its own and
// its descendants'; the catalog's children are the top categories).

export type CategoryCrumb = { name: string; path: string };
export type CategoryChild = CategoryCrumb & { parts: number };
export type FacetValueView = { label: string; filter: string; count: number; selected: boolean };
export type FacetView = {
  key: string;
  label: string;
  kind: 'words' | 'number';
  unit?: string;
  values: FacetValueView[];
};
export type ListingFacets = {
  facets: FacetView[];
  inStock: { count: number; selected: boolean };
  price: FacetValueView[];
  /** Filters that could not be read, in words (left out of the state). */
  problems: string[];
};
/** A listing's page: a category's or (category null) the whole catalog's (/parts). */
export type Listing = CatalogPage & {
  /** null: the whole catalog (/parts). */
  category: CategoryCrumb | null;
  /** From the top down, ending with the category itself. */
  trail: CategoryCrumb[];
  children: CategoryChild[];
  query: FacetQuery;
} & ListingFacets;
/** A category page's listing. */
export type CategoryPageListing = Listing & { category: CategoryCrumb };

const crumb = (doc: CategoryDoc): CategoryCrumb => ({ name: doc.name, path: doc.path });

/** Parts under each child: each node's own parts added to the child of the category it sits under. */
function childCounts(
  category: CategoryDoc | null,
  children: CategoryDoc[],
  subtree: CategoryDoc[],
  own: Map<string, number>,
) {
  // A child has the category's ancestors and the category; a deeper node has the child after those.
  const childDepth = category ? category.ancestors.length + 1 : 0;
  const totals = new Map(children.map((child) => [child._id.toHexString(), 0]));
  for (const node of subtree) {
    if (node.ancestors.length < childDepth) continue; // the category itself
    const child = (
      node.ancestors.length === childDepth ? node._id : node.ancestors[childDepth]!
    ).toHexString();
    totals.set(child, (totals.get(child) ?? 0) + (own.get(node._id.toHexString()) ?? 0));
  }
  return children.map((child) => ({ ...crumb(child), parts: totals.get(child._id.toHexString()) ?? 0 }));
}

/** The positions of the listing's parts in its index in the state's order. */
function ordered(listing: ListingIndex, matching: number[], sort: FacetQuery['sort']): number[] {
  const { nameRank, priceCents: prices } = listing.index;
  const sorted = [...matching];
  if (sort === 'name') sorted.sort((a, b) => nameRank[a]! - nameRank[b]!);
  else if (sort === 'price-asc') sorted.sort((a, b) => prices[a]! - prices[b]! || a - b);
  else if (sort === 'price-desc') sorted.sort((a, b) => prices[b]! - prices[a]! || b - a);
  else if (sort === 'newest') sorted.reverse();
  return sorted;
}

/** A number facet's buckets as links' words: "6 mm..10 mm", in the attribute's unit. */
function bucketViews(
  facet: NumberFacet,
  write: (value: number) => string,
  current?: string,
): FacetValueView[] {
  return facet.buckets.map((bucket) => {
    const filter = `${write(bucket.min)}..${write(bucket.max)}`;
    return {
      label: `${write(bucket.min)} – ${write(bucket.max)}`,
      filter,
      count: bucket.count,
      selected: filter === current,
    };
  });
}

function facetViews(
  listing: ListingIndex,
  counts: ReturnType<typeof countFacets>,
  query: FacetQuery,
): FacetView[] {
  const defs = new Map<string, AttributeDef>(listing.defs.map((def) => [def.key, def]));
  return counts.facets.map((facet) => {
    const def = defs.get(facet.key)!;
    if (facet.kind === 'words')
      return {
        key: facet.key,
        label: def.label,
        kind: 'words' as const,
        values: facet.values.map((value) => ({
          label: value.word,
          filter: value.word,
          count: value.count,
          selected: value.selected,
        })),
      };
    const write = (si: number) => formatQuantity(si, def.dimension!, def.unit!);
    return {
      key: facet.key,
      label: def.label,
      kind: 'number' as const,
      unit: unitSign(def.unit!),
      values: bucketViews(facet, write, query.filters[facet.key]),
    };
  });
}

/** Where a listing reads: a category (by path) and its subtree, or (null) the whole catalog. */
async function placeOf(path: string | null) {
  if (path === null) {
    const place = await catalogPlace();
    return { ...place, category: null, trail: [], key: 'catalog', categoryIds: undefined };
  }
  const place = await categoryAt(path);
  if (!place) return null;
  const categoryIds = place.subtree.map((node) => node._id);
  return { ...place, key: `category:${place.category.path}`, categoryIds };
}

/**
 * The listing of `path` (null: the catalog) in the state `queryString`; `withItems` false leaves
 * out the page of parts (/parts lists its unfiltered states itself, a part number's match first).
 */
async function readListing(path: string, queryString: string): Promise<CategoryPageListing>;
async function readListing(path: string | null, queryString: string, withItems?: boolean): Promise<Listing>;
async function readListing(path: string | null, queryString: string, withItems = true): Promise<Listing> {
  const query = parseFacetQuery(new URLSearchParams(queryString));
  const place = query && (await placeOf(path));
  if (!query || !place) throw new NothingFound();
  const listing = await listingIndex(place.key, place.attributes, place.categoryIds);
  const base = query.q
    ? [...(await findSearchedIds(catalogSearch(query.q), place.categoryIds))]
        .map((id) => listing.position.get(id))
        .filter((i): i is number => i !== undefined)
        .sort((a, b) => a - b)
    : listing.index.all;
  const { selection, problems } = readSelection(query, listing.defs);
  const counts = countFacets(listing.index, base, selection, listing.scales);
  const total = counts.matching.length;
  let items: CatalogPage['items'] = [];
  if (withItems) {
    const start = (query.page - 1) * PARTS_PER_PAGE;
    const sorted = ordered(listing, counts.matching, query.sort);
    const ids = sorted.slice(start, start + PARTS_PER_PAGE).map((i) => toId(listing.index.ids[i]!));
    items = (await withOnHand(await findProductsInOrder(ids))).map(toProductDto);
  }
  await tagParts(items);
  const dollars = (cents: number) => centsToDollars(cents).toFixed(2);
  return {
    category: place.category && crumb(place.category),
    trail: place.trail.map(crumb),
    children: childCounts(place.category, place.children, place.subtree, listing.ownCounts),
    items,
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / PARTS_PER_PAGE)),
    query,
    facets: facetViews(listing, counts, query),
    inStock: counts.inStock,
    price: bucketViews(counts.price, dollars, query.price),
    problems,
  };
}

/**
 * GET /api/facets: the same, fresh (no page cache), as its answer (path null: the catalog's);
 * null: no such category or state.
 */
export async function listingAnswer(path: string | null, query: string): Promise<ListingDto | null> {
  try {
    const { category, items, total, page, pageCount, facets, inStock, price, problems } = await readListing(
      path,
      query,
    );
    return { category, items, total, page, pageCount, facets, inStock, price, problems };
  } catch (error) {
    if (error instanceof NothingFound) return null;
    throw error;
  }
}

/**
 * A cached read of a listing (a page's): a state listing nothing, or misread, is not kept; unless
 * `decides` is false (the page lists its parts from another read, which decides that).
 */
const cachedListing = <Read extends Listing>(
  read: () => Promise<Read>,
  decides = true,
): Promise<Read | null> =>
  isBuildPhase()
    ? Promise.resolve(null)
    : publicRead(() =>
        unlessNothing(
          async () => {
            const listing = await read();
            // Anyone can write endless such URLs (as /parts searches finding nothing).
            if (decides && (listing.total === 0 || listing.problems.length > 0)) await markShortLived();
            return listing;
          },
          () => null,
        ),
      );

/** The category at `path` in the state `query` (a query string); null: no such category or state. */
export const getCategoryListing = (path: string, query: string) =>
  cachedListing(() => readListing(path, query));

/**
 * The whole catalog in the state `query` (/parts); `withItems` false: its facets and top
 * categories only. null: no such state.
 */
export const getPartsListing = (query: string, withItems: boolean) =>
  cachedListing(() => readListing(null, query, withItems), withItems);
