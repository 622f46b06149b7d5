import 'server-only';
import { createHash } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { revalidateTag, unstable_cache } from 'next/cache';
import { findProduct, listProducts } from '@/lib/db/products';
import { env } from '@/lib/env';
import { isObjectIdString } from '@/lib/validation/object-id';
import { toProductDto, type ProductDto } from './product-dto';

/** Every cached catalog read carries this tag; admin writes expire it (see revalidateCatalog). */
export const CATALOG_TAG = 'catalog';

const readCatalog = async (): Promise<ProductDto[]> => (await listProducts()).map(toProductDto);

let cachedRead: { database: string; read: () => Promise<ProductDto[]> } | undefined;

/**
 * The public catalog, cached across requests until an admin changes a part. Next keeps this
 * cache on disk across restarts, so the key names the database: another database (a fresh
 * test run, a switched MONGODB_URI) never sees this one's parts.
 */
export function getCatalog(): Promise<ProductDto[]> {
  const { MONGODB_URI, MONGODB_DB } = env();
  const database = `${MONGODB_URI}#${MONGODB_DB}`;
  if (cachedRead?.database !== database) {
    // Hashed: the URI may carry credentials, and cache keys end up on disk.
    const key = createHash('sha256').update(database).digest('hex').slice(0, 16);
    cachedRead = {
      database,
      read: unstable_cache(readCatalog, ['catalog:list', key], { tags: [CATALOG_TAG] }),
    };
  }
  return cachedRead.read();
}

/** SPEC §9: the home page shows the first 6 products. */
export const HOME_PRODUCT_COUNT = 6;

export async function getHomeProducts(): Promise<ProductDto[]> {
  return (await getCatalog()).slice(0, HOME_PRODUCT_COUNT);
}

/** One part, fresh from the database (stock matters on the purchase page). */
export async function getProduct(id: string): Promise<ProductDto | null> {
  if (!isObjectIdString(id)) return null;
  const doc = await findProduct(new ObjectId(id));
  return doc ? toProductDto(doc) : null;
}

/** Expires the cached catalog now, so the next request to /, /parts or the sitemap reads the database. */
export function revalidateCatalog() {
  revalidateTag(CATALOG_TAG, { expire: 0 });
}
