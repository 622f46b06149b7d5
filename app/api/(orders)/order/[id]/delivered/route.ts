import { NextResponse } from 'next/server';
import { handler } from '@/lib/http';
import { deliverOrder } from '@/lib/orders';
import { requireUser } from '@/lib/session';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

/** A shipped order ({id}) arrived: its customer confirms receipt, or an admin marks it delivered. */
export const POST = handler(
  async (_request: Request, { params }: RouteContext<'/api/order/[id]/delivered'>) => {
    const caller = await requireUser();
    return NextResponse.json(await deliverOrder(caller, (await params).id));
  },
);

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Mark a shipped order delivered (its customer, or admins)',
    auth: 'user',
    params: [pathId('id', 'order id')],
    ok: [200, ref('Order')],
    errors: [409],
  }),
} satisfies RouteOperations;
