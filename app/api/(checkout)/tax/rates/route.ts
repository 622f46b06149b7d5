import { NextResponse, type NextRequest } from 'next/server';
import { addTaxRate, listTaxRates } from '@/lib/tax';
import { handler, listAnswer, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { taxRateQuerySchema, taxRateSchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/** The store's tax table (store admins): one country's rows, or all, paged. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, taxRateQuerySchema, listTaxRates);
});

/** A store admin adds a row: a rate for a place and class of part, from a day. */
export const POST = handler(async (request: Request) => {
  const admin = await requireAdmin();
  return NextResponse.json(await addTaxRate(admin, await parseJson(request, taxRateSchema)), { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'The tax table: rates by country, state, postcode prefix and class, from a day (admins)',
    auth: 'admin',
    query: taxRateQuerySchema,
    paged: true,
    ok: [200, arrayOf('TaxRate')],
  }),
  post: operation({
    summary: 'Add a tax rate from a day (admins); a rate changes by a new row, never by an edit',
    auth: 'admin',
    body: taxRateSchema,
    ok: [201, ref('TaxRate')],
  }),
} satisfies RouteOperations;
