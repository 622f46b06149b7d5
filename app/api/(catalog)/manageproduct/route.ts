import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { listAdminProductPage } from '@/lib/catalog';
import { handler, listAnswer } from '@/lib/http';
import { productListQuerySchema } from '@/lib/validation';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** Manage Products: newest first, paged; `q` searches names, `low=1` keeps low stock only, `noWeight=1` parts without a shipping weight. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, productListQuerySchema, listAdminProductPage);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Manage Products list (admins)',
    auth: 'admin',
    query: productListQuerySchema,
    paged: true,
    ok: [200, arrayOf('AdminProduct')],
  }),
} satisfies RouteOperations;
