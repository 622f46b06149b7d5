import { NextResponse, type NextRequest } from 'next/server';
import { importPriceListEntries } from '@/lib/pricelists';
import { handler, parseIdParam, readUploadedFile, singleValues, validate } from '@/lib/http';
import { limitPerUser } from '@/lib/limits';
import { requireAdmin } from '@/lib/session';
import { importQuerySchema, PRICE_LIST_FILE_MAX_BYTES, PRICE_LIST_FILE_TOO_LARGE } from '@/lib/validation';
import { obj, operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/price-lists/[id]/import'>;

/**
 * A list's entries from a CSV or XLSX file (store admins), replacing all of them; `?dryRun=1` only
 * checks. Problems are named by the file's row numbers; any error writes nothing (422).
 */
export const POST = handler(async (request: NextRequest, { params }: Context) => {
  const id = parseIdParam((await params).id, 'price list id');
  const admin = await requireAdmin();
  const { dryRun = false } = validate(importQuerySchema, singleValues(request.nextUrl.searchParams));
  // Each import reads the whole file and writes the whole list: a few a minute is plenty for a person.
  await limitPerUser(admin.id, 'price-list-import', 30, 10);
  const file = await readUploadedFile(request, 'file', PRICE_LIST_FILE_MAX_BYTES, PRICE_LIST_FILE_TOO_LARGE);
  const report = await importPriceListEntries(admin, id, file, dryRun);
  return NextResponse.json(report, { status: report.errors.length > 0 ? 422 : 200 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: {
    ...operation({
      summary: "Replace a price list's entries from a CSV or XLSX file; ?dryRun=1 only checks (admins)",
      auth: 'admin',
      params: [pathId('id', 'price list id')],
      query: importQuerySchema,
      ok: [200, ref('PriceListEntriesReport')],
      errors: [400, 404, 413, 415, 422, 429],
    }),
    requestBody: {
      required: true,
      content: {
        'text/csv': { schema: { type: 'string' } },
        'multipart/form-data': { schema: obj({ file: { type: 'string', contentMediaType: 'text/csv' } }) },
      },
    },
  },
} satisfies RouteOperations;
