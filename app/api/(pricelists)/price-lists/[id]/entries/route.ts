import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { listPriceListEntries, setPriceListEntries } from '@/lib/pricelists';
import { handler, listAnswer, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { priceListEntriesSchema } from '@/lib/validation';
import { arrayOf, operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/price-lists/[id]/entries'>;

/** Room for 10,000 entries with breaks (a row is ~50 to 200 bytes of JSON). */
const ENTRIES_MAX_BYTES = 4 * 1024 * 1024;

/** A list's entries (store admins), by part number, paged. */
export const GET = handler(async (request: NextRequest, { params }: Context) => {
  const id = parseIdParam((await params).id, 'price list id');
  await requireAdmin();
  return listAnswer(request, z.object({}), (_query, paging) => listPriceListEntries(id, paging));
});

/**
 * The list's entries, all at once (what is not named goes), checked against the catalog: a dry
 * run, or any error, writes nothing and answers every problem by row.
 */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'price list id');
  const admin = await requireAdmin();
  const input = await parseJson(request, priceListEntriesSchema, ENTRIES_MAX_BYTES);
  const report = await setPriceListEntries(admin, id, input);
  return NextResponse.json(report, { status: report.errors.length > 0 ? 422 : 200 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "A price list's entries (admins)",
    auth: 'admin',
    params: [pathId('id', 'price list id')],
    paged: true,
    ok: [200, arrayOf('PriceListEntry')],
    errors: [404],
  }),
  put: operation({
    summary: "Set a price list's entries, or check them with dryRun (admins)",
    auth: 'admin',
    params: [pathId('id', 'price list id')],
    body: priceListEntriesSchema,
    ok: [200, ref('PriceListEntriesReport')],
    errors: [404, 413, 422],
  }),
} satisfies RouteOperations;
