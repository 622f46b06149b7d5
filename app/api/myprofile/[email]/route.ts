import { NextResponse } from 'next/server';
import { requireSelfOrAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { parseEmailParam } from '@/lib/http/params';
import { getProfile } from '@/lib/profile/profile';

export const GET = handler(async (_request: Request, { params }: RouteContext<'/api/myprofile/[email]'>) => {
  const email = parseEmailParam((await params).email);
  await requireSelfOrAdmin(email);
  return NextResponse.json(await getProfile(email));
});
