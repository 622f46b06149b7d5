import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import {
  expireTag,
  publicRead,
  partTag,
  CACHE_TAGS,
  isBuildPhase,
  markShortLived,
  PUBLIC_REVALIDATE_SECONDS,
  tagRender,
} from '@/lib/cache';
import { countProducts, findProductPage } from './store/product-pages';
import { findProduct } from './store/products';
import { isIdString, toId } from '@/lib/db';
import { env } from '@/lib/env';
import { PARTS_PER_PAGE, type BrowseState, catalogSearch, NO_SEARCH } from '@/lib/model';
import { toProductDto, type ProductDto } from './product-dto';
import { oneWithOnHand, withOnHand } from './on-hand';

/** docs/product.md#business-constants-and-limits: the home page shows the first 6 products. */
export const HOME_PRODUCT_COUNT = 6;

export type CatalogPage = { items: ProductDto[]; total: number; page: number; pageCount: number };

/**
 * Thrown for a read that found nothing: a search without matches, a page past the end, an unknown
 * id. Any visitor can ask for endless such states; the page is marked so that no cache keeps it.
 */
export class NothingFound {
  constructor(readonly page?: CatalogPage) {}
}

/**
 * Tags the page being rendered with the catalog (an admin's change expires it at once) and with
 * each part whose stock it shows (an order moving that stock expires it softly: lib/cache/soft-tags.mjs).
 * The reads themselves are not kept apart from the page: a part's stock must be read afresh when
 * its page is rendered again.
 */
export async function tagParts(items: Pick<ProductDto, '_id'>[]): Promise<void> {
  await Promise.all([tagRender(CACHE_TAGS.catalog), ...items.map((item) => tagRender(partTag(item._id)))]);
}

const readPage = async (state: BrowseState): Promise<CatalogPage> => {
  const search = catalogSearch(state.q);
  const [docs, total] = await Promise.all([
    findProductPage({
      search,
      sort: state.sort,
      skip: (state.page - 1) * PARTS_PER_PAGE,
      limit: PARTS_PER_PAGE,
    }),
    countProducts(search),
  ]);
  const page = {
    items: (await withOnHand(docs)).map(toProductDto),
    total,
    page: state.page,
    pageCount: Math.max(1, Math.ceil(total / PARTS_PER_PAGE)),
  };
  if (page.items.length === 0) throw new NothingFound(page);
  await tagParts(page.items);
  return page;
};

const readHome = async () => {
  const items = (
    await withOnHand(
      await findProductPage({ search: NO_SEARCH, sort: 'catalog', skip: 0, limit: HOME_PRODUCT_COUNT }),
    )
  ).map(toProductDto);
  await tagParts(items);
  return items;
};

const readPart = async (id: string) => {
  const doc = await oneWithOnHand(await findProduct(toId(id)));
  if (!doc) throw new NothingFound();
  const part = toProductDto(doc);
  await tagParts([part]);
  return part;
};

/** Runs a read; when it found nothing, the page being rendered is marked short-lived and `fallback` answers. */
export async function unlessNothing<T>(
  read: () => Promise<T>,
  fallback: (nothing: NothingFound) => T,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof NothingFound)) throw error;
    await markShortLived();
    return fallback(error);
  }
}

let counter: { database: string; count: () => Promise<number> } | undefined;

/**
 * The number of parts (the sitemap's size), cached across requests and tagged with the catalog.
 * The key names the database: another database (a test run, a switched MONGODB_URI) never sees
 * this one's count.
 */
function cachedCount(): () => Promise<number> {
  const { MONGODB_URI, MONGODB_DB } = env();
  const database = `${MONGODB_URI}#${MONGODB_DB}`;
  if (counter?.database !== database) {
    // Hashed: the URI may carry credentials.
    const key = createHash('sha256').update(database).digest('hex').slice(0, 16);
    const count = unstable_cache(() => countProducts(), ['catalog:count', key], {
      tags: [CACHE_TAGS.catalog],
      revalidate: PUBLIC_REVALIDATE_SECONDS,
    });
    counter = { database, count };
  }
  return counter.count;
}

const EMPTY_PAGE: CatalogPage = { items: [], total: 0, page: 1, pageCount: 1 };

// `next build` prerenders pages with no database to read; those renders are never served
// (the cache handler does not read build output), so they get empty answers.

export const getCatalogPage = (state: BrowseState): Promise<CatalogPage> =>
  isBuildPhase()
    ? Promise.resolve({ ...EMPTY_PAGE })
    : publicRead(() =>
        unlessNothing(
          () => readPage(state),
          (nothing) => nothing.page ?? { ...EMPTY_PAGE },
        ),
      );

export const getHomeProducts = () => (isBuildPhase() ? Promise.resolve([]) : publicRead(readHome));

export const countCatalog = () => (isBuildPhase() ? Promise.resolve(0) : cachedCount()());

/** One part as public pages show it (the page is cached; an order's change shows within seconds). */
export async function getPublicProduct(id: string): Promise<ProductDto | null> {
  if (!isIdString(id) || isBuildPhase()) return null;
  return publicRead(() =>
    unlessNothing(
      () => readPart(id.toLowerCase()),
      () => null,
    ),
  );
}

/** One part, fresh from the database (stock matters on the purchase page). */
export async function getProduct(id: string): Promise<ProductDto | null> {
  if (!isIdString(id)) return null;
  const doc = await oneWithOnHand(await findProduct(toId(id)));
  return doc ? toProductDto(doc) : null;
}

/** Expires every cached catalog read and page now, on every instance (admin changes only). */
export const revalidateCatalog = () => expireTag(CACHE_TAGS.catalog);
