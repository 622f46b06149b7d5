import type { NextRequest } from 'next/server';
import { requireSelfOrAdmin, requireUser } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { listAnswer } from '@/lib/http/list-answer';
import { validate } from '@/lib/http/parse';
import { listOrderPage } from '@/lib/orders/list-orders';
import { orderQuerySchema } from '@/lib/validation/order';

/** My Orders: `?customerEmail=` must be the caller's own (admins may name anyone); default own. Paged. */
export const GET = handler(async (request: NextRequest) => {
  const { customerEmail } = validate(orderQuerySchema, Object.fromEntries(request.nextUrl.searchParams));
  const caller = customerEmail ? await requireSelfOrAdmin(customerEmail) : await requireUser();
  const email = customerEmail ?? caller.email;
  return listAnswer(request, orderQuerySchema, (_query, paging) =>
    listOrderPage({ customerEmail: email }, paging),
  );
});
