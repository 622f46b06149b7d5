import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/session/caller';
import { handler } from '@/lib/http/handler';
import { listAnswer } from '@/lib/http/list-answer';
import { listOrderPage } from '@/lib/orders/list-orders';
import { orderListFiltersSchema, orderListQuerySchema } from '@/lib/validation/lists';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi/operation';

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
