import { NextResponse } from 'next/server';
import { addListToCart } from '@/lib/cart';
import { handler, parseIdParam } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

/** One of your lists ({id}) into your cart at today's prices; what cannot be bought now is listed. */
export const POST = handler(async (_request: Request, { params }: RouteContext<'/api/lists/[id]/cart'>) => {
  const id = parseIdParam((await params).id, 'list id');
  const caller = await requireUser();
  return NextResponse.json(await addListToCart(caller, id));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: "Add a saved list to your cart at today's prices (what cannot be bought now is listed)",
    auth: 'user',
    params: [pathId('id', 'list id')],
    ok: [200, ref('Reorder')],
    errors: [409],
  }),
} satisfies RouteOperations;
