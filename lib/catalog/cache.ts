import 'server-only';
import { createHash } from 'node:crypto';
import { unstable_cache } from 'next/cache';
import { expireTag } from '@/lib/cache/expire';
import { publicRead } from '@/lib/cache/public-read';
import { CACHE_TAGS, isBuildPhase, markShortLived, PUBLIC_REVALIDATE_SECONDS } from '@/lib/cache/tags';
import { countProducts, findProduct, findProductPage } from '@/lib/db/products';
import { env } from '@/lib/env';
import { isIdString, toId } from '@/lib/db/ids';
import { PARTS_PER_PAGE, type BrowseState } from './browse-state';
import { catalogSearch, NO_SEARCH } from '@/lib/model/search-words';
import { toProductDto, type ProductDto } from './product-dto';

/** docs/product.md#business-constants-and-limits: the home page shows the first 6 products. */
export const HOME_PRODUCT_COUNT = 6;

export type CatalogPage = { items: ProductDto[]; total: number; page: number; pageCount: number };

/**
 * Thrown (so never kept by unstable_cache: it keeps only answers) for a read that found nothing:
 * a search without matches, a page past the end, an unknown id. Any visitor can ask for endless
 * such states; they must not fill the cache every instance keeps.
 */
class NothingFound {
  constructor(readonly page?: CatalogPage) {}
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
    items: docs.map(toProductDto),
    total,
    page: state.page,
    pageCount: Math.max(1, Math.ceil(total / PARTS_PER_PAGE)),
  };
  if (page.items.length === 0) throw new NothingFound(page);
  return page;
};

const readHome = async () =>
  (await findProductPage({ search: NO_SEARCH, sort: 'catalog', skip: 0, limit: HOME_PRODUCT_COUNT })).map(
    toProductDto,
  );

const readPart = async (id: string) => {
  const doc = await findProduct(toId(id));
  if (!doc) throw new NothingFound();
  return toProductDto(doc);
};

/**
 * Runs a cached read; when it found nothing, the page being rendered is marked short-lived (the
 * cache handler does not keep it) and `fallback` answers instead.
 */
async function unlessNothing<T>(read: () => Promise<T>, fallback: (nothing: NothingFound) => T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof NothingFound)) throw error;
    await markShortLived();
    return fallback(error);
  }
}

type Readers = {
  page: typeof readPage;
  home: typeof readHome;
  part: typeof readPart;
  count: () => Promise<number>;
};
let readers: { database: string; read: Readers } | undefined;

/**
 * The public catalog's reads, cached across requests and tagged, so an admin's change expires
 * them at once (revalidateCatalog) and stock moved by orders shows within a minute. The key names
 * the database: another database (a test run, a switched MONGODB_URI) never sees this one's parts.
 */
function cached(): Readers {
  const { MONGODB_URI, MONGODB_DB } = env();
  const database = `${MONGODB_URI}#${MONGODB_DB}`;
  if (readers?.database !== database) {
    // Hashed: the URI may carry credentials.
    const key = createHash('sha256').update(database).digest('hex').slice(0, 16);
    const options = { tags: [CACHE_TAGS.catalog], revalidate: PUBLIC_REVALIDATE_SECONDS };
    readers = {
      database,
      read: {
        page: unstable_cache(readPage, ['catalog:page', key], options),
        home: unstable_cache(readHome, ['catalog:home', key], options),
        part: unstable_cache(readPart, ['catalog:part', key], options),
        count: unstable_cache(() => countProducts(), ['catalog:count', key], options),
      },
    };
  }
  return readers.read;
}

const EMPTY_PAGE: CatalogPage = { items: [], total: 0, page: 1, pageCount: 1 };

// `next build` prerenders pages with no database to read; those renders are never served
// (the cache handler does not read build output), so they get empty answers.

export const getCatalogPage = (state: BrowseState): Promise<CatalogPage> =>
  isBuildPhase()
    ? Promise.resolve({ ...EMPTY_PAGE })
    : publicRead(() =>
        unlessNothing(
          () => cached().page(state),
          (nothing) => nothing.page ?? { ...EMPTY_PAGE },
        ),
      );

export const getHomeProducts = () =>
  isBuildPhase() ? Promise.resolve([]) : publicRead(() => cached().home());

export const countCatalog = () => (isBuildPhase() ? Promise.resolve(0) : cached().count());

/** One part as public pages show it (cached; stock may lag a minute). */
export async function getPublicProduct(id: string): Promise<ProductDto | null> {
  if (!isIdString(id) || isBuildPhase()) return null;
  return publicRead(() =>
    unlessNothing(
      () => cached().part(id.toLowerCase()),
      () => null,
    ),
  );
}

/** One part, fresh from the database (stock matters on the purchase page). */
export async function getProduct(id: string): Promise<ProductDto | null> {
  if (!isIdString(id)) return null;
  const doc = await findProduct(toId(id));
  return doc ? toProductDto(doc) : null;
}

/** Expires every cached catalog read and page now, on every instance (admin changes only). */
export const revalidateCatalog = () => expireTag(CACHE_TAGS.catalog);
