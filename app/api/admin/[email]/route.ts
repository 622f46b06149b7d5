import { NextResponse } from 'next/server';
import { requireSelfOrAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { parseEmailParam } from '@/lib/http/params';
import { isAdmin } from '@/lib/users/roles';

/** SPEC §7 admin lookup: your own email, or any email if you are an admin. */
export const GET = handler(async (_request: Request, { params }: RouteContext<'/api/admin/[email]'>) => {
  const email = parseEmailParam((await params).email);
  const caller = await requireSelfOrAdmin(email);
  return NextResponse.json({
    admin: caller.email === email ? caller.role === 'admin' : await isAdmin(email),
  });
});
