import { NextResponse } from 'next/server';
import { requireSelfOrAdmin } from '@/lib/session';
import { handler, parseEmailParam } from '@/lib/http';
import { getProfile } from '@/lib/profile';
import { operation, pathEmail, ref, type RouteOperations } from '@/lib/openapi';

export const GET = handler(async (_request: Request, { params }: RouteContext<'/api/myprofile/[email]'>) => {
  const email = parseEmailParam((await params).email);
  await requireSelfOrAdmin(email);
  return NextResponse.json(await getProfile(email));
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'A profile (yours, or any for admins)',
    auth: 'user',
    params: [pathEmail],
    ok: [200, ref('Profile')],
  }),
} satisfies RouteOperations;
