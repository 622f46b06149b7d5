import { NextResponse, type NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { validate } from '@/lib/http/parse';
import { listOrders } from '@/lib/orders/list-orders';
import { orderQuerySchema } from '@/lib/validation/order';

/** Manage All Orders: every order, newest first, optionally one customer's. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  const { customerEmail } = validate(orderQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  return NextResponse.json(await listOrders({ customerEmail }));
});
