import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { handler, retrySafe } from '@/lib/http';
import { shipOrder } from '@/lib/orders';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

export const POST = handler(async (request: Request, { params }: RouteContext<'/api/order/[id]/ship'>) => {
  const admin = await requireAdmin();
  const { id } = await params;
  return NextResponse.json(
    await retrySafe(request, admin.id, 'order.ship-all', { id }, (key) => shipOrder(admin, id, key)),
  );
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Ship a paid order (admins)',
    auth: 'admin',
    params: [pathId('id', 'order id')],
    idempotent: true,
    ok: [200, ref('Order')],
    errors: [409],
  }),
} satisfies RouteOperations;
