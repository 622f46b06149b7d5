import { NextResponse } from 'next/server';
import { resendInvitation } from '@/lib/companies';
import { handler, parseIdParam } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/company/invitations/[id]/resend'>;

/** A company admin re-sends an invitation: a new link, good for 7 more days; the old one stops working. */
export const POST = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'invitation id');
  return NextResponse.json(await resendInvitation(await requireUser(), id));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Re-send an invitation with a new link (company admins)',
    auth: 'user',
    params: [pathId('id', 'invitation id')],
    ok: [200, ref('CompanyInvitation')],
    errors: [429],
  }),
} satisfies RouteOperations;
