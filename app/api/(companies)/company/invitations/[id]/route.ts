import { NextResponse } from 'next/server';
import { revokeInvitation } from '@/lib/companies';
import { handler, parseIdParam } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { obj, operation, pathId, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/company/invitations/[id]'>;

/** A company admin revokes an open invitation: its link stops working. */
export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'invitation id');
  return NextResponse.json(await revokeInvitation(await requireUser(), id));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  delete: operation({
    summary: 'Revoke an invitation (company admins)',
    auth: 'user',
    params: [pathId('id', 'invitation id')],
    ok: [200, obj({ revoked: { type: 'boolean' } })],
  }),
} satisfies RouteOperations;
