import { exportPriceListEntries } from '@/lib/pricelists';
import { handler, parseIdParam, streamedText } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { operation, pathId, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/price-lists/[id]/export'>;

/** A list's entries as CSV (store admins), in the import's columns: importing it back changes nothing. */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'price list id');
  await requireAdmin();
  const { code, csv } = await exportPriceListEntries(id);
  return streamedText(csv, 'text/csv; charset=utf-8', {
    'Content-Disposition': `attachment; filename=price-list-${code}.csv`,
    'Cache-Control': 'no-store',
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "A price list's entries as CSV, in the import's columns (admins)",
    auth: 'admin',
    params: [pathId('id', 'price list id')],
    ok: [200, { type: 'string' }, 'text/csv'],
    errors: [404],
  }),
} satisfies RouteOperations;
