import { NextResponse, type NextRequest } from 'next/server';
import { requireSelfOrAdmin, requireUser } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { validate } from '@/lib/http/parse';
import { listOrders } from '@/lib/orders/list-orders';
import { orderQuerySchema } from '@/lib/validation/order';

/** My Orders: `?customerEmail=` must be the caller's own (admins may name anyone); default own. */
export const GET = handler(async (request: NextRequest) => {
  const { customerEmail } = validate(orderQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  const caller = customerEmail ? await requireSelfOrAdmin(customerEmail) : await requireUser();
  return NextResponse.json(await listOrders({ customerEmail: customerEmail ?? caller.email }));
});
