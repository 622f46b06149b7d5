import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/session';
import { handler, parseJson } from '@/lib/http';
import { saveProfile } from '@/lib/profile';
import { profileSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

/** Updates the caller's own profile: whose it is comes from the session, never from the body. */
export const POST = handler(async (request: Request) => {
  const caller = await requireUser();
  const input = await parseJson(request, profileSchema);
  return NextResponse.json(await saveProfile(caller.email, input));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Update your profile (stored under your session email)',
    auth: 'user',
    body: profileSchema,
    ok: [200, ref('Profile')],
  }),
} satisfies RouteOperations;
