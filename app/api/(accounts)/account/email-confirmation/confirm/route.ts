import { NextResponse } from 'next/server';
import { confirmEmail } from '@/lib/auth';
import { handler, parseJson, limitPerIp } from '@/lib/http';
import { emailConfirmationSchema } from '@/lib/validation';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/** A confirmation link followed: its token confirms the address (once); mail held for it goes. */
export const POST = handler(async (request: Request) => {
  await limitPerIp(request, 'email-confirmation-confirm', 20, 15);
  const { token } = await parseJson(request, emailConfirmationSchema);
  await confirmEmail(token);
  return NextResponse.json({ confirmed: true });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: "Confirm an email address with its confirmation link's token (once, within 48 hours)",
    auth: 'none',
    body: emailConfirmationSchema,
    ok: [200, obj({ confirmed: { type: 'boolean' } })],
    errors: [429],
  }),
} satisfies RouteOperations;
