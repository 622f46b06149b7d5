import { NextResponse } from 'next/server';
import { handler, parseJson, retrySafe } from '@/lib/http';
import { refundOrder } from '@/lib/orders';
import { requireAdmin } from '@/lib/session';
import { refundSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

/** Admins: money back for a paid order ({id}), cancelling some or all of its unshipped units or none. */
export const POST = handler(async (request: Request, { params }: RouteContext<'/api/order/[id]/refunds'>) => {
  const admin = await requireAdmin();
  const { id } = await params;
  const wanted = await parseJson(request, refundSchema);
  const refunded = await retrySafe(request, admin.id, 'order.refund', { id, wanted }, (key) =>
    refundOrder(admin, id, wanted, key),
  );
  return NextResponse.json(refunded, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary:
      'Refund a paid order in full or in part through the payment gateway, cancelling unshipped units (admins)',
    auth: 'admin',
    params: [pathId('id', 'order id')],
    body: refundSchema,
    idempotent: true,
    ok: [201, ref('Order')],
    errors: [409],
  }),
} satisfies RouteOperations;
