import { NextResponse, type NextRequest } from 'next/server';
import { substitutesFor, substitutesQuerySchema } from '@/lib/cart';
import { getCaller } from '@/lib/session';
import { handler, limitPerIp, singleValues, validate } from '@/lib/http';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/**
 * Parts that may replace one a cart or bill-of-materials line cannot have (issue 37), priced for
 * the caller (a visitor too: a bill of materials is checked before signing in).
 */
export const GET = handler(async (request: NextRequest) => {
  // Each ask reads the category tree and up to 200 parts: a person asks a few times a minute.
  await limitPerIp(request, 'cart-substitutes', 60, 1);
  const { productId, near, quantity } = validate(
    substitutesQuerySchema,
    singleValues(request.nextUrl.searchParams),
  );
  return NextResponse.json(await substitutesFor({ productId, near }, quantity, await getCaller()), {
    // Prices may be a company's and stock moves: never kept by a shared cache.
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary:
      'Parts that may replace one out of stock, or a number not found: same category and critical values, enough stock, nearest first (at most 3)',
    auth: 'none',
    query: substitutesQuerySchema,
    ok: [200, ref('Substitutes')],
    errors: [404, 429],
  }),
} satisfies RouteOperations;
