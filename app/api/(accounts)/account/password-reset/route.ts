import { after, NextResponse } from 'next/server';
import { admitPasswordReset, mailPasswordReset, RESET_SENT } from '@/lib/auth';
import { handler, parseJson, limitPerIp, retrySafe } from '@/lib/http';
import { passwordResetRequestSchema } from '@/lib/validation';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/**
 * "Forgot password?": a reset link by email. The same answer whether or not the address has an
 * account, in the same time: the limits (per client address here, per email address in
 * lib/auth/password-reset.ts) are checked for any address, and whether it has an account, the
 * link and the mail come after the answer has gone (`after`).
 */
export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'password-reset', 10, 15);
  const { email } = await parseJson(request, passwordResetRequestSchema);
  // A retry with the request's key sends no second link (its answer is the same either way).
  const answer = await retrySafe(request, 'anonymous', 'account.password-reset', { email }, async () => {
    await admitPasswordReset(email);
    after(() => mailPasswordReset(email));
    return { message: RESET_SENT };
  });
  return NextResponse.json(answer, { status: 202 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Ask for a password-reset link by email (the same answer for any address)',
    auth: 'none',
    body: passwordResetRequestSchema,
    idempotent: true,
    ok: [202, obj({ message: { type: 'string' } })],
    errors: [429],
  }),
} satisfies RouteOperations;
