import { NextResponse } from 'next/server';
import { previewInvitation } from '@/lib/companies';
import { handler, limitPerIp, parseJson } from '@/lib/http';
import { invitationTokenSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** What an invitation link opens (its token in the body, never in a URL): company, address, roles. */
export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'invitation-preview', 60, 15);
  const { token } = await parseJson(request, invitationTokenSchema);
  return NextResponse.json(await previewInvitation(token));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: "What an invitation link's token opens",
    auth: 'none',
    body: invitationTokenSchema,
    ok: [200, ref('InvitationPreview')],
    errors: [429],
  }),
} satisfies RouteOperations;
