import { NextResponse } from 'next/server';
import { addCartLines } from '@/lib/cart';
import { handler, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { cartLinesSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** Lines added to the cart: quantities of parts already there add up (a visitor's cart on sign-in). */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const { lines } = await parseJson(request, cartLinesSchema);
  return NextResponse.json(await addCartLines(caller, lines));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Add lines to your cart (quantities add up; unknown parts are left out)',
    auth: 'user',
    body: cartLinesSchema,
    ok: [200, ref('Cart')],
    errors: [409],
  }),
} satisfies RouteOperations;
