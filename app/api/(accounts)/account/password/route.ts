import { NextResponse } from 'next/server';
import { requireSessionUser } from '@/lib/session/caller';
import { changePassword } from '@/lib/auth/sessions';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { changePasswordSchema } from '@/lib/validation/auth';
import { obj, operation, type RouteOperations } from '@/lib/openapi/operation';

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
