import { NextResponse } from 'next/server';
import { createZone, listZones } from '@/lib/shipping';
import { handler, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { shippingZoneSchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/** The store's shipping zones (store admins), in the store's order: a few dozen, answered whole. */
export const GET = handler(async () => {
  await requireAdmin();
  return NextResponse.json(await listZones());
});

/** A store admin adds a zone: where it reaches and its methods. */
export const POST = handler(async (request: Request) => {
  const admin = await requireAdmin();
  return NextResponse.json(await createZone(admin, await parseJson(request, shippingZoneSchema)), {
    status: 201,
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Shipping zones and their methods, in the store’s order (admins)',
    auth: 'admin',
    ok: [200, arrayOf('ShippingZone')],
  }),
  post: operation({
    summary: 'Add a shipping zone: countries, regions or postcodes, and its methods (admins)',
    auth: 'admin',
    body: shippingZoneSchema,
    ok: [201, ref('ShippingZone')],
    errors: [409],
  }),
} satisfies RouteOperations;
