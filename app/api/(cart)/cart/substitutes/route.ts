import { NextResponse, type NextRequest } from 'next/server';
import { substitutesFor, substitutesQuerySchema } from '@/lib/cart';
import { getCaller } from '@/lib/session';
import { handler, singleValues, validate } from '@/lib/http';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/**
 * Parts that may replace one a cart or bill-of-materials line cannot have (issue 37), priced for
 * the caller (a visitor too: a bill of materials is checked before signing in).
 */
export const GET = handler(async (request: NextRequest) => {
  const { productId, quantity } = validate(
    substitutesQuerySchema,
    singleValues(request.nextUrl.searchParams),
  );
  return NextResponse.json(await substitutesFor(productId, quantity, await getCaller()), {
    // Prices may be a company's and stock moves: never kept by a shared cache.
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary:
      'Parts that may replace one out of stock: same category and critical values, enough stock, nearest first (at most 3)',
    auth: 'none',
    query: substitutesQuerySchema,
    ok: [200, ref('Substitutes')],
    errors: [404],
  }),
} satisfies RouteOperations;
