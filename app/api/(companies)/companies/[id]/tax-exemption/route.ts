import { NextResponse } from 'next/server';
import { setTaxExemption } from '@/lib/companies';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { taxExemptionSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/companies/[id]/tax-exemption'>;

/** A store admin records a company's tax exemption certificate (null: removes it). */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'company id');
  const admin = await requireAdmin();
  return NextResponse.json(await setTaxExemption(admin, id, await parseJson(request, taxExemptionSchema)));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: "Record or remove a company's tax exemption certificate, exempt through its expiry day (admins)",
    auth: 'admin',
    params: [pathId('id', 'company id')],
    body: taxExemptionSchema,
    ok: [200, ref('Company')],
    errors: [404],
  }),
} satisfies RouteOperations;
