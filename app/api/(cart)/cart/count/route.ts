import { NextResponse } from 'next/server';
import { getCartCount } from '@/lib/cart/cart';
import { handler } from '@/lib/http/handler';
import { requireUser } from '@/lib/session/caller';
import { obj, operation, type RouteOperations } from '@/lib/openapi/operation';

/** The navbar's CART count for the signed-in customer (the lines are not priced). */
export const GET = handler(async () => {
  const caller = await requireUser();
  return NextResponse.json(await getCartCount(caller));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'How many lines your cart holds',
    auth: 'user',
    ok: [200, obj({ count: { type: 'integer' } })],
  }),
} satisfies RouteOperations;
