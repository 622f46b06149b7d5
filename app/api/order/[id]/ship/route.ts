import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { shipOrder } from '@/lib/orders/ship-order';

export const POST = handler(async (_request: Request, { params }: RouteContext<'/api/order/[id]/ship'>) => {
  const admin = await requireAdmin();
  return NextResponse.json(await shipOrder(admin, (await params).id));
});
