import { NextResponse } from 'next/server';
import { issueAccessToken } from '@/lib/auth';
import { requireSessionUser } from '@/lib/session';
import { AppError } from '@/lib/model';
import { handler, parseEmailParam } from '@/lib/http';
import { obj, operation, pathEmail, type RouteOperations } from '@/lib/openapi';

/**
 * docs/product.md#the-api `PUT /user/{email}` after sign-in: answers the caller's access token, for the
 * session's own email only. The user record itself is created by sign-up or the Google sign-in.
 */
export const PUT = handler(async (_request: Request, { params }: RouteContext<'/api/user/[email]'>) => {
  const email = parseEmailParam((await params).email);
  const caller = await requireSessionUser();
  if (caller.email !== email)
    throw new AppError('forbidden', 'You can only get a token for your own account');
  return NextResponse.json({ token: await issueAccessToken(caller) });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: 'Your access token (session cookie only, your own email)',
    auth: 'session',
    params: [pathEmail],
    ok: [200, obj({ token: { type: 'string' } })],
  }),
} satisfies RouteOperations;
