import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { saveProfile } from '@/lib/profile/profile';
import { profileSchema } from '@/lib/validation/profile';

/** Updates the caller's own profile: whose it is comes from the session, never from the body. */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const input = await parseJson(request, profileSchema);
  return NextResponse.json(await saveProfile(caller.email, input));
});
