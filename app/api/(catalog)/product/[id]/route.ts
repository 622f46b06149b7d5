import { after, NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/session';
import { editProduct, getProduct } from '@/lib/catalog';
import { withdrawPart } from '@/lib/orders';
import { cancelWithdrawnOrdersSoon } from '@/lib/orders';
import { AppError } from '@/lib/model';
import { handler, parseJson, parseIdParam } from '@/lib/http';
import { editProductSchema } from '@/lib/validation';
import { arrayOf, obj, operation, pathId, ref, type RouteOperations } from '@/lib/openapi';

type Context = RouteContext<'/api/product/[id]'>;

/** docs/product.md#the-api: answers an array of one (the purchase page reads the first element). */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const product = await getProduct(parseIdParam(id, 'product id'));
  if (!product) throw new AppError('not_found:product');
  return NextResponse.json([product]);
});

/** Admins edit name, description, price and stock (restock). */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'product id');
  const admin = await requireAdmin();
  const product = await editProduct(admin, id, await parseJson(request, editProductSchema));
  return NextResponse.json(product);
});

export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseIdParam((await params).id, 'product id');
  const admin = await requireAdmin();
  const deleted = await withdrawPart(admin, id);
  // Its unpaid orders are cancelled after the answer (lib/orders/withdraw.ts), and by the sweep.
  after(cancelWithdrawnOrdersSoon);
  return NextResponse.json(deleted);
});

/** This route's operations in the API document (assembled in app/api/operations.ts). */
export const openapi = {
  get: operation({
    summary: 'One product, as an array of one',
    auth: 'none',
    params: [pathId('id', 'product id')],
    ok: [200, arrayOf('Product')],
  }),
  patch: operation({
    summary: 'Edit a product (admins)',
    auth: 'admin',
    params: [pathId('id', 'product id')],
    body: editProductSchema,
    ok: [200, ref('AdminProduct')],
    errors: [409],
  }),
  delete: operation({
    summary: 'Delete a product (admins)',
    auth: 'admin',
    params: [pathId('id', 'product id')],
    ok: [200, obj({ deletedCount: { type: 'integer' } })],
  }),
} satisfies RouteOperations;
