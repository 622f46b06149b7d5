import { NextResponse, type NextRequest } from 'next/server';
import { getCartCharges } from '@/lib/cart';
import { handler, singleValues, validate } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { cartChargesQuerySchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** The signed-in customer's cart with its shipping options and tax to a ship-to (issue 36). */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  const query = validate(cartChargesQuerySchema, singleValues(request.nextUrl.searchParams));
  return NextResponse.json(await getCartCharges(caller, query));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary:
      'Your cart’s shipping options and tax to a ship-to: a company buyer’s location (shipTo), or an address (country, region, postalCode)',
    auth: 'user',
    query: cartChargesQuerySchema,
    ok: [200, ref('CartCharges')],
  }),
} satisfies RouteOperations;
