import { NextResponse } from 'next/server';
import { decideCompany, getCompany } from '@/lib/companies';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { companyDecisionSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/companies/[id]'>;

/** One company (store admins). */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'company id');
  await requireAdmin();
  return NextResponse.json(await getCompany(id));
});

/** Approve or decline an application, suspend or reinstate a company (store admins). */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'company id');
  const admin = await requireAdmin();
  return NextResponse.json(await decideCompany(admin, id, await parseJson(request, companyDecisionSchema)));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'One company (admins)',
    auth: 'admin',
    params: [pathId('id', 'company id')],
    ok: [200, ref('Company')],
  }),
  patch: operation({
    summary: 'Approve, decline, suspend or reinstate a company (admins)',
    auth: 'admin',
    params: [pathId('id', 'company id')],
    body: companyDecisionSchema,
    ok: [200, ref('Company')],
    errors: [409],
  }),
} satisfies RouteOperations;
