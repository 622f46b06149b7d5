import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { handler, listAnswer } from '@/lib/http';
import { listOrderPage } from '@/lib/orders';
import { orderListFiltersSchema, orderListQuerySchema } from '@/lib/validation';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** Manage All Order: every order, newest first, paged; filters as on the screen. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, orderListQuerySchema, listOrderPage);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Manage All Order list (admins)',
    auth: 'admin',
    query: orderListFiltersSchema,
    paged: true,
    ok: [200, arrayOf('Order')],
  }),
} satisfies RouteOperations;
