import { NextResponse } from 'next/server';
import { requireSessionUser } from '@/lib/session';
import { signOutEverywhere } from '@/lib/auth';
import { handler, parseJson } from '@/lib/http';
import { signOutEverywhereSchema } from '@/lib/validation';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/** My Profile's Sign out everywhere: every other session and every access token end now. */
export const POST = handler(async (request: Request) => {
  const caller = await requireSessionUser();
  await signOutEverywhere(caller, await parseJson(request, signOutEverywhereSchema));
  return NextResponse.json({ signedOut: true });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'End every other session and access token (the current password confirms it)',
    auth: 'session',
    body: signOutEverywhereSchema,
    ok: [200, obj({ signedOut: { type: 'boolean' } })],
    errors: [429],
  }),
} satisfies RouteOperations;
