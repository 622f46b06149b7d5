import { NextResponse } from 'next/server';
import { editPriceList, getPriceList } from '@/lib/pricelists';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { priceListSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/price-lists/[id]'>;

/** One price list (store admins). */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'price list id');
  await requireAdmin();
  return NextResponse.json(await getPriceList(id));
});

/** Its head replaced: who it applies to, validity, priority, exclusive (its entries stay). */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'price list id');
  const admin = await requireAdmin();
  return NextResponse.json(await editPriceList(admin, id, await parseJson(request, priceListSchema)));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'A contract price list (admins)',
    auth: 'admin',
    params: [pathId('id', 'price list id')],
    ok: [200, ref('PriceList')],
    errors: [404],
  }),
  put: operation({
    summary: 'Change a price list: who, when, priority, exclusive (admins)',
    auth: 'admin',
    params: [pathId('id', 'price list id')],
    body: priceListSchema,
    ok: [200, ref('PriceList')],
    errors: [404, 409],
  }),
} satisfies RouteOperations;
