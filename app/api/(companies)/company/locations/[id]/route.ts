import { NextResponse } from 'next/server';
import { editShipTo, removeShipTo } from '@/lib/companies';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { shipToSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/company/locations/[id]'>;

/** A company admin changes a ship-to address; orders placed to it keep the copy they made. */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'location id');
  const caller = await requireUser();
  return NextResponse.json(await editShipTo(caller, id, await parseJson(request, shipToSchema)));
});

/** A company admin removes a ship-to address. */
export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'location id');
  return NextResponse.json(await removeShipTo(await requireUser(), id));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  patch: operation({
    summary: 'Change a ship-to address (company admins)',
    auth: 'user',
    params: [pathId('id', 'location id')],
    body: shipToSchema,
    ok: [200, ref('Company')],
  }),
  delete: operation({
    summary: 'Remove a ship-to address (company admins)',
    auth: 'user',
    params: [pathId('id', 'location id')],
    ok: [200, ref('Company')],
  }),
} satisfies RouteOperations;
