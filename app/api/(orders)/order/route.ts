import type { NextRequest } from 'next/server';
import { requireSelfOrAdmin, requireUser } from '@/lib/session';
import { handler, listAnswer } from '@/lib/http';
import { listOrderPage } from '@/lib/orders';
import { orderQuerySchema } from '@/lib/validation';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** My Orders: `?customerEmail=` must be the caller's own (admins may name anyone); default own. Paged. */
export const GET = handler((request: NextRequest) =>
  listAnswer(request, orderQuerySchema, async ({ customerEmail, number }, paging) => {
    const caller = customerEmail ? await requireSelfOrAdmin(customerEmail) : await requireUser();
    return listOrderPage({ customerEmail: customerEmail ?? caller.email, number }, paging);
  }),
);

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "My Orders (or a customer's, for admins)",
    auth: 'user',
    query: orderQuerySchema,
    paged: true,
    ok: [200, arrayOf('Order')],
  }),
} satisfies RouteOperations;
