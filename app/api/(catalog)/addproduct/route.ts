import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { addProduct } from '@/lib/catalog';
import { handler, parseJson } from '@/lib/http';
import { addProductSchema } from '@/lib/validation';
import { operation, ref, type RouteOperations } from '@/lib/openapi';

export const POST = handler(async (request: Request) => {
  const admin = await requireAdmin();
  const product = await addProduct(admin, await parseJson(request, addProductSchema));
  return NextResponse.json(product, { status: 201 });
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  post: operation({
    summary: 'Add a product (admins)',
    auth: 'admin',
    body: addProductSchema,
    ok: [201, ref('AdminProduct')],
  }),
} satisfies RouteOperations;
