import { NextResponse } from 'next/server';
import { countInCategory, releaseCategory } from '@/lib/catalog';
import { editCategory, removeCategory } from '@/lib/categories';
import { handler, parseIdParam, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { categorySchema } from '@/lib/validation';
import { obj, operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/categories/[id]'>;

/** Renamed and/or moved under another parent: its subcategories move with it. */
export const PUT = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'category id');
  const admin = await requireAdmin();
  return NextResponse.json(await editCategory(admin, id, await parseJson(request, categorySchema)));
});

/** Only a category without subcategories or parts of its own (the catalog counts them). */
export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'category id');
  const admin = await requireAdmin();
  await removeCategory(admin, id, { count: countInCategory, release: releaseCategory });
  return NextResponse.json({ deletedCount: 1 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  put: operation({
    summary: 'Rename a category or move it with its subcategories (admins)',
    auth: 'admin',
    params: [pathId('id', 'category id')],
    body: categorySchema,
    ok: [200, ref('Category')],
    errors: [404, 409],
  }),
  delete: operation({
    summary: 'Delete a category without subcategories or parts (admins)',
    auth: 'admin',
    params: [pathId('id', 'category id')],
    ok: [200, obj({ deletedCount: { type: 'integer' } })],
    errors: [404, 409],
  }),
} satisfies RouteOperations;
