import { NextResponse } from 'next/server';
import { reorder } from '@/lib/cart';
import { handler, parseIdParam } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

/** "Order again" ({id}: one of your orders): its lines into your cart at today's prices. */
export const POST = handler(async (_request: Request, { params }: RouteContext<'/api/cart/reorder/[id]'>) => {
  const orderId = parseIdParam((await params).id, 'order id');
  const caller = await requireUser();
  return NextResponse.json(await reorder(caller, orderId));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary:
      "Order again: a past order's lines into your cart at today's prices (what cannot be bought now is listed)",
    auth: 'user',
    params: [pathId('id', 'order id')],
    ok: [200, ref('Reorder')],
    errors: [409],
  }),
} satisfies RouteOperations;
