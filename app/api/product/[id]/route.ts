import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { deleteProduct, editProduct } from '@/lib/catalog/admin-products';
import { getProduct, revalidateCatalog } from '@/lib/catalog/cache';
import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { parseObjectId } from '@/lib/validation/object-id';
import { editProductSchema } from '@/lib/validation/product';

type Context = RouteContext<'/api/product/[id]'>;

/** SPEC §7: answers an array of one (the purchase page reads the first element). */
export const GET = handler(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  parseObjectId(id, 'product id'); // malformed → 400 before looking
  const product = await getProduct(id);
  if (!product) throw notFound('Product not found');
  return NextResponse.json([product]);
});

/** Admins edit name, description, price and stock (restock). */
export const PATCH = handler(async (request: Request, { params }: Context) => {
  const id = parseObjectId((await params).id, 'product id');
  const admin = await requireAdmin();
  const product = await editProduct(admin, id, await parseJson(request, editProductSchema));
  await revalidateCatalog();
  return NextResponse.json(product);
});

export const DELETE = handler(async (_request: Request, { params }: Context) => {
  const id = parseObjectId((await params).id, 'product id');
  const admin = await requireAdmin();
  const result = await deleteProduct(admin, id);
  await revalidateCatalog();
  return NextResponse.json(result);
});
