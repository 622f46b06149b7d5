import { NextResponse } from 'next/server';
import { getCart } from '@/lib/cart';
import { handler } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** The signed-in customer's cart, priced now (the same on every device). */
export const GET = handler(async () => {
  const caller = await requireUser();
  return NextResponse.json(await getCart(caller));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({ summary: 'Your cart, priced now', auth: 'user', ok: [200, ref('Cart')] }),
} satisfies RouteOperations;
