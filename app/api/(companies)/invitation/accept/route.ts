import { NextResponse } from 'next/server';
import { acceptInvitation } from '@/lib/companies';
import { handler, limitPerIp, parseJson } from '@/lib/http';
import { getCaller } from '@/lib/session';
import { invitationAcceptSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/**
 * Accept an invitation: signed in under the invited address, or without an account with a name
 * and password (one is made for the invited address). Signed in under another address: 403.
 */
export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'invitation-accept', 20, 15);
  const input = await parseJson(request, invitationAcceptSchema);
  const member = await acceptInvitation(await getCaller(), input);
  return NextResponse.json(member, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Accept an invitation to a company (signing up from it if you have no account)',
    auth: 'none',
    body: invitationAcceptSchema,
    ok: [201, ref('CompanyMember')],
    errors: [401, 403, 409, 429],
  }),
} satisfies RouteOperations;
