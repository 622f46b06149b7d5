import { NextResponse } from 'next/server';
import { getCartCount } from '@/lib/cart';
import { handler } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

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
