import { NextResponse } from 'next/server';
import { requireSessionUser } from '@/lib/auth/caller';
import { changePassword } from '@/lib/auth/sessions';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { changePasswordSchema } from '@/lib/validation/auth';

/** My Profile's Change password: the session cookie only (an access token cannot change it). */
export const POST = handler(async (request: Request) => {
  const caller = await requireSessionUser();
  await changePassword(caller, await parseJson(request, changePasswordSchema));
  return NextResponse.json({ changed: true });
});
