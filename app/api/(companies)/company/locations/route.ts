import { NextResponse } from 'next/server';
import { addShipTo, myShipTos } from '@/lib/companies';
import { handler, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { shipToSchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/** The ship-to addresses you may send orders to (all of your company's, unless limited). */
export const GET = handler(async () => {
  return NextResponse.json(await myShipTos(await requireUser()));
});

/** A company admin adds a ship-to address (50 at most). */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const company = await addShipTo(caller, await parseJson(request, shipToSchema));
  return NextResponse.json(company, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'The ship-to addresses you may use',
    auth: 'user',
    ok: [200, arrayOf('ShipTo')],
  }),
  post: operation({
    summary: 'Add a ship-to address (company admins)',
    auth: 'user',
    body: shipToSchema,
    ok: [201, ref('Company')],
    errors: [404, 409],
  }),
} satisfies RouteOperations;
