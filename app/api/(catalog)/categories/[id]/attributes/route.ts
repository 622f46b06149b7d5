import { NextResponse } from 'next/server';
import { editCategoryAttributes } from '@/lib/categories';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { categoryAttributesSchema } from '@/lib/validation';
import { operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/categories/[id]/attributes'>;

/** A category's own attributes replaced; its subcategories inherit them. */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'category id');
  const admin = await requireAdmin();
  return NextResponse.json(
    await editCategoryAttributes(admin, id, await parseJson(request, categoryAttributesSchema)),
  );
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: 'Replace the attributes a category defines for its parts and its subcategories’ (admins)',
    auth: 'admin',
    params: [pathId('id', 'category id')],
    body: categoryAttributesSchema,
    ok: [200, ref('Category')],
    errors: [404, 409],
  }),
} satisfies RouteOperations;
