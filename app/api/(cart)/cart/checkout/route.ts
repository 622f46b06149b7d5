import { NextResponse } from 'next/server';
import { checkout } from '@/lib/cart';
import { handler, parseJson, retrySafe } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { checkoutSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** The cart becomes one unpaid order with every line, its stock held all or none. */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const input = await parseJson(request, checkoutSchema);
  const order = await retrySafe(request, caller.id, 'cart.checkout', input, (requestKey) =>
    checkout(caller, { ...input, requestKey }),
  );
  return NextResponse.json(order, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Check out your cart: one unpaid order with every line (stock held all or none)',
    auth: 'user',
    body: checkoutSchema,
    idempotent: true,
    ok: [201, ref('Order')],
    errors: [409, 429],
  }),
} satisfies RouteOperations;
