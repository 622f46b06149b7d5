import { NextResponse } from 'next/server';
import { editAddress, removeAddress } from '@/lib/addresses';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { savedAddressSchema } from '@/lib/validation';
import { arrayOf, operation, pathId, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/addresses/[id]'>;

/** One of the caller's addresses changed (another customer's: 404); the answer is the whole book. */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'address id');
  const caller = await requireUser();
  return NextResponse.json(await editAddress(caller, id, await parseJson(request, savedAddressSchema)));
});

export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'address id');
  const caller = await requireUser();
  return NextResponse.json(await removeAddress(caller, id));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: 'Change one of your addresses (isDefault: make it the default)',
    auth: 'user',
    params: [pathId('id', 'address id')],
    body: savedAddressSchema,
    ok: [200, arrayOf('SavedAddress')],
  }),
  delete: operation({
    summary: 'Remove one of your addresses',
    auth: 'user',
    params: [pathId('id', 'address id')],
    ok: [200, arrayOf('SavedAddress')],
  }),
} satisfies RouteOperations;
