import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { handler } from '@/lib/http/handler';
import { listAnswer } from '@/lib/http/list-answer';
import { listOrderPage } from '@/lib/orders/list-orders';
import { orderListQuerySchema } from '@/lib/validation/lists';

/** Manage All Order: every order, newest first, paged; filters as on the screen. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, orderListQuerySchema, listOrderPage);
});
