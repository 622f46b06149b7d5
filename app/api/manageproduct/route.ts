import type { NextRequest } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { listAdminProductPage } from '@/lib/catalog/admin-products';
import { handler } from '@/lib/http/handler';
import { listAnswer } from '@/lib/http/list-answer';
import { productListQuerySchema } from '@/lib/validation/lists';

/** Manage Products: newest first, paged; `q` searches names, `low=1` keeps low stock only. */
export const GET = handler(async (request: NextRequest) => {
  await requireAdmin();
  return listAnswer(request, productListQuerySchema, listAdminProductPage);
});
