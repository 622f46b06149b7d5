import type { NextRequest } from 'next/server';
import { handler, listAnswer } from '@/lib/http';
import { listCompanyOrders } from '@/lib/orders';
import { requireUser } from '@/lib/session';
import { companyOrderQuerySchema } from '@/lib/validation';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** Company orders: every order bought for your company (its admins, approvers and finance), paged. */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  return listAnswer(request, companyOrderQuerySchema, (query, paging) =>
    listCompanyOrders(caller, query, paging),
  );
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "Your company's orders (company admins, approvers, finance)",
    auth: 'user',
    query: companyOrderQuerySchema,
    paged: true,
    ok: [200, arrayOf('Order')],
    errors: [404],
  }),
} satisfies RouteOperations;
