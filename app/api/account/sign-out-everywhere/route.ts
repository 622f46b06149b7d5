import { NextResponse } from 'next/server';
import { requireSessionUser } from '@/lib/auth/caller';
import { signOutOtherSessions } from '@/lib/auth/sessions';
import { handler } from '@/lib/http/handler';

/** My Profile's Sign out everywhere: every other session and every access token end now. */
export const POST = handler(async () => {
  await signOutOtherSessions(await requireSessionUser());
  return NextResponse.json({ signedOut: true });
});
