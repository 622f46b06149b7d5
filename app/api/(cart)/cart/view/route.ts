import { NextResponse } from 'next/server';
import { priceVisitorLines } from '@/lib/cart';
import { handler, parseJson, limitPerIp } from '@/lib/http';
import { cartLinesSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** A visitor's cart (kept in their browser) priced now: nothing is stored. */
export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'cart-view', 120, 1);
  const { lines } = await parseJson(request, cartLinesSchema);
  return NextResponse.json(await priceVisitorLines(lines));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: "Price a visitor's cart (kept in the browser; nothing is stored)",
    auth: 'none',
    body: cartLinesSchema,
    ok: [200, ref('Cart')],
    errors: [429],
  }),
} satisfies RouteOperations;
