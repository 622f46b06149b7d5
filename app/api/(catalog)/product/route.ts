import { countCatalogFresh, listCatalogPage, streamCatalog } from '@/lib/catalog';
import { handler, pagedJson, parsePaging, streamedJsonArray } from '@/lib/http';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/**
 * docs/product.md#the-api: every product, as an array — streamed from a cursor, so its size is not held in
 * memory. `?page=&limit=` (limit ≤ 100) answers one page, with X-Total-Count and Link headers.
 */
export const GET = handler(async (request: Request) => {
  const url = new URL(request.url);
  const paging = parsePaging(url, { unpagedAllowed: true });
  const total = await countCatalogFresh();
  if (!paging) return streamedJsonArray(streamCatalog(), { 'X-Total-Count': String(total) });
  return pagedJson(url, paging, total, await listCatalogPage(paging));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Every product (an array), or one page with ?page=&limit=',
    auth: 'none',
    paged: true,
    ok: [200, arrayOf('Product')],
  }),
} satisfies RouteOperations;
