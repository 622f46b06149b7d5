import { countCatalogFresh, streamCatalog } from '@/lib/catalog';
import { STOCK_TAG, CACHE_TAGS, isBuildPhase, tagRender } from '@/lib/cache';
import { handler, streamedJsonArray } from '@/lib/http';

/**
 * The unpaged `GET /api/product` (proxy.ts rewrites it here): every product, cached like the
 * public pages (an admin's change expires it at once; an order's stock shows within seconds, the
 * answer then read again behind the one served), so the spec's listing call costs no catalog scan
 * each time. Rendered from a cursor, never on `next build` (no database then).
 */
export const revalidate = 30;

export const GET = handler(async () => {
  if (isBuildPhase()) return Response.json([]);
  // The count and the rows are read now, together; the tags let an admin's change expire both at
  // once, and an order's stock (softly, lib/cache/soft-tags.mjs) within seconds.
  await Promise.all([tagRender(CACHE_TAGS.catalog), tagRender(STOCK_TAG)]);
  const total = await countCatalogFresh();
  return streamedJsonArray(streamCatalog(), { 'X-Total-Count': String(total) });
});
