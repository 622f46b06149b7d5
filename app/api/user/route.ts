import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { listUsers } from '@/lib/users/list-users';

/** The Make Admin screen's list: admins only, DTOs only. */
export const GET = handler(async () => {
  await requireAdmin();
  return NextResponse.json(await listUsers());
});
