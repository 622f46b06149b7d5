import { NextResponse } from 'next/server';
import { addAddress, listAddresses } from '@/lib/addresses';
import { handler, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { savedAddressSchema } from '@/lib/validation';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** The signed-in customer's address book, the default first (20 at most). */
export const GET = handler(async () => {
  const caller = await requireUser();
  return NextResponse.json(await listAddresses(caller));
});

/** An address added to it; the answer is the whole book. */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  return NextResponse.json(await addAddress(caller, await parseJson(request, savedAddressSchema)), {
    status: 201,
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Your address book, the default first',
    auth: 'user',
    ok: [200, arrayOf('SavedAddress')],
  }),
  post: operation({
    summary: 'Add an address to your address book (isDefault: make it the default)',
    auth: 'user',
    body: savedAddressSchema,
    ok: [201, arrayOf('SavedAddress')],
    errors: [409],
  }),
} satisfies RouteOperations;
