import { NextResponse } from 'next/server';
import { requireSessionUser } from '@/lib/auth/caller';
import { signOutEverywhere } from '@/lib/auth/sessions';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { signOutEverywhereSchema } from '@/lib/validation/auth';

/** My Profile's Sign out everywhere: every other session and every access token end now. */
export const POST = handler(async (request: Request) => {
  const caller = await requireSessionUser();
  await signOutEverywhere(caller, await parseJson(request, signOutEverywhereSchema));
  return NextResponse.json({ signedOut: true });
});
