import { NextResponse } from 'next/server';
import { resetPassword } from '@/lib/auth';
import { handler, parseJson, limitPerIp } from '@/lib/http';
import { passwordResetSchema } from '@/lib/validation';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/** A new password from a reset link (its token, once); every session of the account ends. */
export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'password-reset-confirm', 20, 15);
  const { token, newPassword } = await parseJson(request, passwordResetSchema);
  await resetPassword(token, newPassword);
  return NextResponse.json({ reset: true });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: "Set a new password with a reset link's token; ends every session of the account",
    auth: 'none',
    body: passwordResetSchema,
    ok: [200, obj({ reset: { type: 'boolean' } })],
    errors: [429],
  }),
} satisfies RouteOperations;
