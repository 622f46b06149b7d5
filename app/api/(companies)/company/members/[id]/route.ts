import { NextResponse } from 'next/server';
import { changeMemberRoles, removeMember } from '@/lib/companies';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { companyMemberRolesSchema } from '@/lib/validation';
import { obj, operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/company/members/[id]'>;

/** A company admin sets a member's roles and ship-tos (the company keeps an admin: 409 otherwise). */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'member id');
  const caller = await requireUser();
  return NextResponse.json(
    await changeMemberRoles(caller, id, await parseJson(request, companyMemberRolesSchema)),
  );
});

/** A company admin removes a member; their company access ends on their next request. */
export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'member id');
  return NextResponse.json(await removeMember(await requireUser(), id));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  patch: operation({
    summary: "Set a member's roles (company admins)",
    auth: 'user',
    params: [pathId('id', 'member id')],
    body: companyMemberRolesSchema,
    ok: [200, ref('CompanyMember')],
    errors: [409, 429],
  }),
  delete: operation({
    summary: 'Remove a member (company admins)',
    auth: 'user',
    params: [pathId('id', 'member id')],
    ok: [200, obj({ removed: { type: 'boolean' } })],
    errors: [409, 429],
  }),
} satisfies RouteOperations;
