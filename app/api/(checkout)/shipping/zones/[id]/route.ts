import { NextResponse } from 'next/server';
import { editZone, removeZone } from '@/lib/shipping';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { shippingZoneSchema } from '@/lib/validation';
import { obj, operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/shipping/zones/[id]'>;

/** A zone's name, areas and methods replaced (orders keep the shipping they were charged). */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'zone id');
  const admin = await requireAdmin();
  return NextResponse.json(await editZone(admin, id, await parseJson(request, shippingZoneSchema)));
});

export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'zone id');
  const admin = await requireAdmin();
  await removeZone(admin, id);
  return NextResponse.json({ deletedCount: 1 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: 'Change a shipping zone: its name, areas and methods (admins)',
    auth: 'admin',
    params: [pathId('id', 'zone id')],
    body: shippingZoneSchema,
    ok: [200, ref('ShippingZone')],
  }),
  delete: operation({
    summary: 'Delete a shipping zone (admins)',
    auth: 'admin',
    params: [pathId('id', 'zone id')],
    ok: [200, obj({ deletedCount: { type: 'integer' } })],
  }),
} satisfies RouteOperations;
