import { NextResponse } from 'next/server';
import { requireSelfOrAdmin } from '@/lib/session';
import { handler, parseEmailParam } from '@/lib/http';
import { isAdmin } from '@/lib/users';
import { obj, operation, pathEmail, type RouteOperations } from '@/lib/openapi';

/** docs/product.md#the-api admin lookup: your own email, or any email if you are an admin. */
export const GET = handler(async (_request: Request, { params }: RouteContext<'/api/admin/[email]'>) => {
  const email = parseEmailParam((await params).email);
  const caller = await requireSelfOrAdmin(email);
  return NextResponse.json({
    admin: caller.email === email ? caller.role === 'admin' : await isAdmin(email),
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Whether an email is an admin (yours, or any for admins)',
    auth: 'user',
    params: [pathEmail],
    ok: [200, obj({ admin: { type: 'boolean' } })],
  }),
} satisfies RouteOperations;
