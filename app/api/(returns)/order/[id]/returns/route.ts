import { NextResponse } from 'next/server';
import { handler, parseJson } from '@/lib/http';
import { orderReturns, requestReturn } from '@/lib/returns';
import { requireUser } from '@/lib/session';
import { returnRequestSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/order/[id]/returns'>;

/** An order's returns and whether its buyer may ask for one now (whoever may see the order). */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const caller = await requireUser();
  return NextResponse.json(await orderReturns(caller, (await params).id));
});

/** Its buyer asks to return delivered units of the order ({id}), within the return window. */
export const POST = handler(async (request: Request, { params }: Context) => {
  const caller = await requireUser();
  const { id } = await params;
  const asked = await requestReturn(caller, id, await parseJson(request, returnRequestSchema));
  return NextResponse.json(asked, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "An order's returns, and whether one may be asked for now",
    auth: 'user',
    params: [pathId('id', 'order id')],
    ok: [200, ref('OrderReturns')],
  }),
  post: operation({
    summary: 'Ask to return delivered units of an order (its buyer, within the return window)',
    auth: 'user',
    params: [pathId('id', 'order id')],
    body: returnRequestSchema,
    ok: [201, ref('Return')],
    errors: [403, 404, 409, 429],
  }),
} satisfies RouteOperations;
