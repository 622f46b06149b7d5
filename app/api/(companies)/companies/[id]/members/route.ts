import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { addCompanyMember, listCompanyMembers } from '@/lib/companies';
import { handler, listAnswer, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { companyMemberAddSchema } from '@/lib/validation';
import { arrayOf, operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/companies/[id]/members'>;

/** A company's members (store admins), paged. */
export const GET = handler(async (request: NextRequest, { params }: Context) => {
  const id = parseIdParam((await params).id, 'company id');
  await requireAdmin();
  return listAnswer(request, z.object({}), (_query, paging) => listCompanyMembers(id, paging));
});

/** A store admin adds an existing customer to a company with some roles. */
export const POST = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'company id');
  const admin = await requireAdmin();
  const member = await addCompanyMember(admin, id, await parseJson(request, companyMemberAddSchema));
  return NextResponse.json(member, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "A company's members (admins)",
    auth: 'admin',
    params: [pathId('id', 'company id')],
    paged: true,
    ok: [200, arrayOf('CompanyMember')],
  }),
  post: operation({
    summary: 'Add an existing customer to a company (admins)',
    auth: 'admin',
    params: [pathId('id', 'company id')],
    body: companyMemberAddSchema,
    ok: [201, ref('CompanyMember')],
    errors: [409],
  }),
} satisfies RouteOperations;
