import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { handler, listAnswer } from '@/lib/http';
import { listUserPage } from '@/lib/users';
import { userListQuerySchema } from '@/lib/validation';
import { arrayOf, operation, type RouteOperations } from '@/lib/openapi';

/** The Make Admin screen's list: admins only, DTOs only, newest first, paged; `q`: email starts with. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, userListQuerySchema, ({ q }, paging) => listUserPage(q, paging));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Make Admin list (admins)',
    auth: 'admin',
    query: userListQuerySchema,
    paged: true,
    ok: [200, arrayOf('User')],
  }),
} satisfies RouteOperations;
