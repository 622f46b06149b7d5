import { NextResponse } from 'next/server';
import { CONFIRMATION_SENT, resendConfirmation } from '@/lib/auth';
import { handler } from '@/lib/http';
import { requireUser } from '@/lib/session';
import { obj, operation, type RouteOperations } from '@/lib/openapi';

/** "Send again": a new link to confirm the signed-in customer's address (3 an hour). */
export const POST = handler(async () => {
  const caller = await requireUser();
  await resendConfirmation(caller);
  return NextResponse.json({ message: CONFIRMATION_SENT }, { status: 202 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Mail a new link to confirm your email address (not yet confirmed; 3 an hour)',
    auth: 'user',
    ok: [202, obj({ message: { type: 'string' } })],
    errors: [409, 429],
  }),
} satisfies RouteOperations;
