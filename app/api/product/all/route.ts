import { countCatalogFresh, streamCatalog } from '@/lib/catalog/public-api';
import { CACHE_TAGS, isBuildPhase, tagRender } from '@/lib/cache/tags';
import { handler } from '@/lib/http/handler';
import { streamedJsonArray } from '@/lib/http/paging';

/**
 * The unpaged `GET /api/product` (proxy.ts rewrites it here): every product, cached like the
 * public pages (tagged `catalog`, so an admin's change expires it at once; stock may lag half a
 * minute), so the spec's listing call costs no catalog scan each time. Rendered from a cursor, never on `next build` (no database then).
 */
export const revalidate = 30;

export const GET = handler(async () => {
  if (isBuildPhase()) return Response.json([]);
  // The count and the rows are read now, together; the tag lets an admin's change expire both.
  await tagRender(CACHE_TAGS.catalog);
  const total = await countCatalogFresh();
  return streamedJsonArray(streamCatalog(), { 'X-Total-Count': String(total) });
});
