import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { handler } from '@/lib/http';
import { shipOrder } from '@/lib/orders';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

export const POST = handler(async (_request: Request, { params }: RouteContext<'/api/order/[id]/ship'>) => {
  const admin = await requireAdmin();
  return NextResponse.json(await shipOrder(admin, (await params).id));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Ship a paid order (admins)',
    auth: 'admin',
    params: [pathId('id', 'order id')],
    ok: [200, ref('Order')],
    errors: [409],
  }),
} satisfies RouteOperations;
