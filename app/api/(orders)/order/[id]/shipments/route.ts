import { NextResponse } from 'next/server';
import { handler, parseJson, retrySafe } from '@/lib/http';
import { shipParts } from '@/lib/orders';
import { requireAdmin } from '@/lib/session';
import { shipmentSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

/** Admins: a parcel for a paid order ({id}): some units of some lines, a carrier and tracking number. */
export const POST = handler(
  async (request: Request, { params }: RouteContext<'/api/order/[id]/shipments'>) => {
    const admin = await requireAdmin();
    const { id } = await params;
    const wanted = await parseJson(request, shipmentSchema);
    const shipped = await retrySafe(request, admin.id, 'order.ship', { id, wanted }, (key) =>
      shipParts(admin, id, wanted, key),
    );
    return NextResponse.json(shipped, { status: 201 });
  },
);

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Ship some or all of what is left of a paid order, with a carrier and tracking number (admins)',
    auth: 'admin',
    params: [pathId('id', 'order id')],
    body: shipmentSchema,
    idempotent: true,
    ok: [201, ref('Order')],
    errors: [409],
  }),
} satisfies RouteOperations;
