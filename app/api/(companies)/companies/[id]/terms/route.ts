import { NextResponse } from 'next/server';
import { setTerms } from '@/lib/companies';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { companyTermsSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/companies/[id]/terms'>;

/** A store admin sets how a company may pay: card only, or on account up to a credit limit. */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'company id');
  const admin = await requireAdmin();
  return NextResponse.json(await setTerms(admin, id, await parseJson(request, companyTermsSchema)));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: "Set a company's payment terms and credit limit (admins)",
    auth: 'admin',
    params: [pathId('id', 'company id')],
    body: companyTermsSchema,
    ok: [200, ref('Company')],
    errors: [404],
  }),
} satisfies RouteOperations;
