import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { listAdminProducts } from '@/lib/catalog/admin-products';
import { handler } from '@/lib/http/handler';

export const GET = handler(async () => {
  await requireAdmin();
  return NextResponse.json(await listAdminProducts());
});
