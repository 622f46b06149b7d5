import { NextResponse } from 'next/server';
import { requireSessionUser } from '@/lib/session';
import { changePassword } from '@/lib/auth';
import { handler, parseJson } from '@/lib/http';
import { changePasswordSchema } from '@/lib/validation';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/** My Profile's Change password: the session cookie only (an access token cannot change it). */
export const POST = handler(async (request: Request) => {
  const caller = await requireSessionUser();
  await changePassword(caller, await parseJson(request, changePasswordSchema));
  return NextResponse.json({ changed: true });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Change your password (session cookie only); ends your other sessions',
    auth: 'session',
    body: changePasswordSchema,
    ok: [200, obj({ changed: { type: 'boolean' } })],
    errors: [409, 429],
  }),
} satisfies RouteOperations;
