import { NextResponse, type NextRequest } from 'next/server';
import { createCompany, listCompanies } from '@/lib/companies';
import { handler, listAnswer, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { companyCreateSchema, companyListQuerySchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/** Companies (store admins): applications and companies, newest first, paged, by status. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, companyListQuerySchema, listCompanies);
});

/** A store admin opens a company for an existing customer, its first admin. */
export const POST = handler(async (request: Request) => {
  const admin = await requireAdmin();
  const company = await createCompany(admin, await parseJson(request, companyCreateSchema));
  return NextResponse.json(company, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'Companies and applications (admins)',
    auth: 'admin',
    query: companyListQuerySchema,
    paged: true,
    ok: [200, arrayOf('Company')],
  }),
  post: operation({
    summary: 'Open a company for an existing customer (admins)',
    auth: 'admin',
    body: companyCreateSchema,
    ok: [201, ref('Company')],
    errors: [409],
  }),
} satisfies RouteOperations;
