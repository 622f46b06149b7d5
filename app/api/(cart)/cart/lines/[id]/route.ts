import { NextResponse } from 'next/server';
import { removeCartLine, setCartLine } from '@/lib/cart';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { cartQuantitySchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/cart/lines/[id]'>;

/** A line's quantity ({id}: the part), checked against its minimum, pack and stock. */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const productId = parseIdParam((await params).id, 'part id');
  const caller = await requireUser();
  const { quantity } = await parseJson(request, cartQuantitySchema);
  return NextResponse.json(await setCartLine(caller, productId, quantity));
});

/** The line goes from the cart. */
export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const productId = parseIdParam((await params).id, 'part id');
  const caller = await requireUser();
  return NextResponse.json(await removeCartLine(caller, productId));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: "Set a part's quantity in your cart ({id}: the part)",
    auth: 'user',
    params: [pathId('id', 'part id')],
    body: cartQuantitySchema,
    ok: [200, ref('Cart')],
    errors: [409],
  }),
  delete: operation({
    summary: 'Remove a part from your cart',
    auth: 'user',
    params: [pathId('id', 'part id')],
    ok: [200, ref('Cart')],
    errors: [409],
  }),
} satisfies RouteOperations;
