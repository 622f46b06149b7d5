import 'server-only';
import { LRUCache } from 'lru-cache';
import { fromUnit, inUnit } from '@/lib/attributes';
import {
  CACHE_TAGS,
  changedSince,
  PUBLIC_REVALIDATE_SECONDS,
  STOCK_TAG,
  versionMark,
  type VersionMark,
} from '@/lib/cache';
import type { Id } from '@/lib/db';
import { env } from '@/lib/env';
import { createIndexBuilder, type FacetIndex, type Scale } from '@/lib/facets';
import type { AttributeDef } from '@/lib/model';
import { streamWithOnHand } from './on-hand';
import { streamFacetSource } from './store/facet-source';

// Each instance keeps the facet index of the listings it serves (docs/decisions/0042): built from
// a streamed projection of a category's parts (or the catalog's), bounded in bytes, and built again
// when an admin changes the catalog (at once) or stock moved (after PUBLIC_REVALIDATE_SECONDS, as
// pages are). The results of a filter state and its counts come from the same index, so the counts
// always match the list.

export type ListingIndex = {
  index: FacetIndex;
  defs: AttributeDef[];
  scales: Map<string, Scale>;
  position: Map<string, number>;
  /** How many of its parts sit in each category itself (by id): its subcategories' counts. */
  ownCounts: Map<string, number>;
  mark: VersionMark;
  builtAt: number;
};

/** The bytes an index takes, roughly: its columns, ids and names. */
const sizeOf = (listing: ListingIndex) =>
  1024 + listing.index.ids.length * (64 + 8 * (listing.index.columns.length + 3) + 48);

type Held = { cache: LRUCache<string, Promise<ListingIndex>>; sizes: Map<string, number> };

/**
 * The indexes held, and the sizes of those built (the cache holds promises while they build). On
 * globalThis: Next loads this module once for pages and once for route handlers.
 */
const held: Held = ((globalThis as { partsmithFacetIndexes?: Held }).partsmithFacetIndexes ??= (() => {
  const sizes = new Map<string, number>();
  const cache = new LRUCache<string, Promise<ListingIndex>>({
    max: 500,
    // An index dropped or replaced no longer counts toward the bytes held.
    dispose: (_index, key) => sizes.delete(key),
  });
  return { cache, sizes };
})());
const { cache, sizes } = held;
const MAX_BYTES = 128 * 1024 * 1024;

const TAGS = [CACHE_TAGS.catalog, STOCK_TAG];

function scalesOf(defs: readonly AttributeDef[]): Map<string, Scale> {
  return new Map(
    defs
      .filter((def) => def.kind === 'number')
      .map((def) => [
        def.key,
        {
          toShown: (si: number) => inUnit(si, def.dimension!, def.unit!),
          fromShown: (shown: number) => fromUnit(shown, def.dimension!, def.unit!),
        },
      ]),
  );
}

async function build(defs: AttributeDef[], categoryIds?: Id[]): Promise<ListingIndex> {
  // Marked before reading: a change made while it is built makes the next request build again.
  const mark = await versionMark();
  const builder = createIndexBuilder(defs);
  const ownCounts = new Map<string, number>();
  for await (const row of streamWithOnHand(streamFacetSource(categoryIds))) {
    const category = row.categoryId?.toHexString();
    if (category) ownCounts.set(category, (ownCounts.get(category) ?? 0) + 1);
    builder.add({
      id: row._id.toHexString(),
      name: row.nameLower ?? '',
      priceCents: row.priceCents,
      onHand: row.quantity,
      attrs: row.attrs ?? [],
    });
  }
  const index = builder.finish();
  return {
    index,
    defs,
    scales: scalesOf(defs),
    position: new Map(index.ids.map((id, i) => [id, i])),
    ownCounts,
    mark,
    builtAt: Date.now(),
  };
}

/** Drops the oldest indexes while the built ones take more than MAX_BYTES. */
function keepWithinBytes(): void {
  let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  for (const key of [...cache.rkeys()]) {
    if (total <= MAX_BYTES) break;
    total -= sizes.get(key) ?? 0;
    sizes.delete(key);
    cache.delete(key);
  }
}

/**
 * The facet index of a listing: `key` names it (a category's path, or "*" for the catalog),
 * `defs` are the attributes it may show, `categoryIds` its categories (none: every part).
 */
export async function listingIndex(
  key: string,
  defs: AttributeDef[],
  categoryIds?: Id[],
): Promise<ListingIndex> {
  const { MONGODB_URI, MONGODB_DB } = env();
  const cacheKey = `${MONGODB_URI}#${MONGODB_DB}#${key}`;
  const kept = cache.get(cacheKey);
  if (kept) {
    const listing = await kept.catch(() => null);
    if (listing) {
      const change = await changedSince(TAGS, listing.mark);
      const old = Date.now() - listing.builtAt > PUBLIC_REVALIDATE_SECONDS * 1000;
      if (change === null || (change === 'soft' && !old)) return listing;
    }
    // Another request found it stale while this one looked and is building it already.
    const newer = cache.get(cacheKey);
    if (newer && newer !== kept) return newer;
  }
  const building = build(defs, categoryIds);
  cache.set(cacheKey, building);
  try {
    const listing = await building;
    sizes.set(cacheKey, sizeOf(listing));
    keepWithinBytes();
    return listing;
  } catch (error) {
    if (cache.get(cacheKey) === building) cache.delete(cacheKey);
    throw error;
  }
}
