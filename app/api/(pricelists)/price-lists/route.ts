import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { createPriceList, listPriceLists } from '@/lib/pricelists';
import { handler, listAnswer, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { priceListSchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/** Contract price lists (store admins), by code, paged. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, z.object({}), listPriceLists);
});

/** A store admin creates a price list (its entries come next: PUT …/entries). */
export const POST = handler(async (request: Request) => {
  const admin = await requireAdmin();
  const list = await createPriceList(admin, await parseJson(request, priceListSchema));
  return NextResponse.json(list, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Contract price lists (admins)',
    auth: 'admin',
    paged: true,
    ok: [200, arrayOf('PriceList')],
  }),
  post: operation({
    summary: 'Create a contract price list (admins)',
    auth: 'admin',
    body: priceListSchema,
    ok: [201, ref('PriceList')],
    errors: [409],
  }),
} satisfies RouteOperations;
