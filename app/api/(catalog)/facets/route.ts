import { NextResponse, type NextRequest } from 'next/server';
import { listingAnswer, facetsQuerySchema } from '@/lib/catalog';
import { handler, limitPerIp, validate } from '@/lib/http';
import { AppError, MAX_FILTERS } from '@/lib/model';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/**
 * A category's parts (or, without one, the catalog's) in a filter state with every facet's counts:
 * the same query and the same answer as its page (/categories/{path}?… or /parts?…), for programs.
 */
export const GET = handler(async (request: NextRequest) => {
  // Read fresh, unlike its pages: every count over the listing (and, with q, every part the search
  // finds) each time. A program pages through states; two a second from one address is plenty.
  await limitPerIp(request, 'facets', 120, 1);
  const params = request.nextUrl.searchParams;
  const filters = params.getAll('f');
  if (filters.length > MAX_FILTERS) throw new AppError('invalid', `At most ${MAX_FILTERS} filters (f)`);
  // Each f as the document describes one; the rest of the query once.
  for (const f of filters) validate(facetsQuerySchema, { ...Object.fromEntries(params), f });
  const { category } = validate(facetsQuerySchema, Object.fromEntries(params));
  const state = new URLSearchParams(params);
  state.delete('category');
  const listing = await listingAnswer(category ?? null, state.toString());
  if (!listing) throw new AppError('not_found', 'Category not found');
  return NextResponse.json(listing);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary:
      'A category’s (or the catalog’s) parts in a filter state, with every facet’s counts (disjunctive)',
    auth: 'none',
    query: facetsQuerySchema,
    ok: [200, ref('Listing')],
    errors: [404, 429],
  }),
} satisfies RouteOperations;
