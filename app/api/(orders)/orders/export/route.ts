import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { handler, validate, singleValues, streamedText } from '@/lib/http';
import { ordersCsv } from '@/lib/orders';
import { orderListFiltersSchema, orderListQuerySchema } from '@/lib/validation';
import { operation, type RouteOperations } from '@/lib/openapi';

/** Admins: the orders Manage All Order shows (same filters), as a CSV download. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  const filter = validate(orderListQuerySchema, singleValues(request.nextUrl.searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return streamedText(ordersCsv(filter), 'text/csv; charset=utf-8', {
    'Content-Disposition': `attachment; filename=orders-${day}.csv`,
    'Cache-Control': 'no-store',
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Manage All Order as CSV (admins)',
    auth: 'admin',
    query: orderListFiltersSchema,
    ok: [200, { type: 'string' }, 'text/csv'],
  }),
} satisfies RouteOperations;
