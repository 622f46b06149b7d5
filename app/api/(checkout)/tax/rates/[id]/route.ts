import { NextResponse } from 'next/server';
import { removeTaxRate } from '@/lib/tax';
import { handler, parseIdParam } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { obj, operation, pathId, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/tax/rates/[id]'>;

/** A row entered by mistake removed (invoices keep the rate they were charged). */
export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'tax rate id');
  const admin = await requireAdmin();
  await removeTaxRate(admin, id);
  return NextResponse.json({ deletedCount: 1 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  delete: operation({
    summary: 'Remove a tax rate entered by mistake (admins)',
    auth: 'admin',
    params: [pathId('id', 'tax rate id')],
    ok: [200, obj({ deletedCount: { type: 'integer' } })],
  }),
} satisfies RouteOperations;
