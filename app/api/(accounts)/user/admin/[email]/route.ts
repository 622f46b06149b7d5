import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { handler, parseEmailParam } from '@/lib/http';
import { makeAdmin, removeAdmin } from '@/lib/users';
import { obj, operation, pathEmail, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/user/admin/[email]'>;

/** Make Admin: answers {modifiedCount}; 403 for non-admin callers (docs/product.md#roles-and-permissions). */
export const PUT = handler(async (_request: Request, { params }: Context) => {
  const actor = await requireAdmin();
  return NextResponse.json(await makeAdmin(actor, parseEmailParam((await params).email)));
});

/** Remove: takes the admin role back (not from yourself, not from the last admin). */
export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const actor = await requireAdmin();
  return NextResponse.json(await removeAdmin(actor, parseEmailParam((await params).email)));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: 'Make a user admin (admins)',
    auth: 'admin',
    params: [pathEmail],
    ok: [200, obj({ modifiedCount: { type: 'integer' } })],
    errors: [409],
  }),
  delete: operation({
    summary: 'Take the admin role back (admins)',
    auth: 'admin',
    params: [pathEmail],
    ok: [200, obj({ modifiedCount: { type: 'integer' } })],
    errors: [409],
  }),
} satisfies RouteOperations;
