import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { inviteMember, listInvitations } from '@/lib/companies';
import { handler, listAnswer, parseJson } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { companyInviteSchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/** Your company's open invitations, newest first, paged (company admins). */
export const GET = handler(async (request: NextRequest) => {
  const caller = await requireUser();
  return listAnswer(request, z.object({}), (_query, paging) => listInvitations(caller, paging));
});

/** A company admin invites someone by email with some roles: a link good for 7 days is mailed. */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const invitation = await inviteMember(caller, await parseJson(request, companyInviteSchema));
  return NextResponse.json(invitation, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: "Your company's open invitations (company admins)",
    auth: 'user',
    paged: true,
    ok: [200, arrayOf('CompanyInvitation')],
    errors: [404],
  }),
  post: operation({
    summary: 'Invite someone to your company by email (company admins)',
    auth: 'user',
    body: companyInviteSchema,
    ok: [201, ref('CompanyInvitation')],
    errors: [404, 409, 429],
  }),
} satisfies RouteOperations;
