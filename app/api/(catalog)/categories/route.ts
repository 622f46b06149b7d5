import { NextResponse } from 'next/server';
import { createCategory, listCategories } from '@/lib/categories';
import { handler, parseJson } from '@/lib/http';
import { requireAdmin } from '@/lib/session';
import { categorySchema } from '@/lib/validation';
import { arrayOf, operation, ref, type RouteOperations } from '@/lib/openapi';

/** The category tree, parents before children: public (the shop's own pages show it), a few hundred nodes. */
export const GET = handler(async () => NextResponse.json(await listCategories()));

/** A store admin adds a category at the top or under a parent. */
export const POST = handler(async (request: Request) => {
  const admin = await requireAdmin();
  return NextResponse.json(await createCategory(admin, await parseJson(request, categorySchema)), {
    status: 201,
  });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'The category tree, parents before their children',
    auth: 'none',
    ok: [200, arrayOf('Category')],
  }),
  post: operation({
    summary: 'Add a category at the top or under a parent (admins)',
    auth: 'admin',
    body: categorySchema,
    ok: [201, ref('Category')],
    errors: [409],
  }),
} satisfies RouteOperations;
