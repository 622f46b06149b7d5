import { NextResponse } from 'next/server';
import { requireAdmin } from '@/lib/auth/caller';
import { addProduct } from '@/lib/catalog/admin-products';
import { revalidateCatalog } from '@/lib/catalog/cache';
import { handler } from '@/lib/http/handler';
import { parseJson } from '@/lib/http/parse';
import { addProductSchema } from '@/lib/validation/product';

export const POST = handler(async (request: Request) => {
  const admin = await requireAdmin();
  const product = await addProduct(admin, await parseJson(request, addProductSchema));
  await revalidateCatalog();
  return NextResponse.json(product, { status: 201 });
});
