import { NextResponse } from 'next/server';
import { clientIp, handler, limitPerIp, parseJson } from '@/lib/http';
import { registerUser } from '@/lib/users';
import { registerSchema } from '@/lib/validation';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/**
 * Sign-up with email and password; the address is mailed a confirmation link, and the client then
 * signs in through Auth.js. Attempts are limited per client address here, and the accounts it
 * opens in lib/users/register.ts.
 */
export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'register', 10, 60);
  const input = await parseJson(request, registerSchema);
  const { id } = await registerUser(input, clientIp(request.headers));
  return NextResponse.json({ id, email: input.email }, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Sign up with email and password; a link to confirm the address is mailed to it',
    auth: 'none',
    body: registerSchema,
    ok: [201, obj({ id: { type: 'string' }, email: { type: 'string' } })],
    errors: [409, 429],
  }),
} satisfies RouteOperations;
