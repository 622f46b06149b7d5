import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { validate } from '@/lib/http/parse';
import { ordersCsv } from '@/lib/orders/export-orders';
import { orderListQuerySchema } from '@/lib/validation/lists';

/** Admins: the orders Manage All Order shows (same filters), as a CSV download. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  const filter = validate(orderListQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(ordersCsv(filter), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename=orders-${day}.csv`,
      'Cache-Control': 'no-store',
    },
  });
});
