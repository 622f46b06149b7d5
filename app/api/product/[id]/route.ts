import { NextResponse } from 'next/server';
import { toProductDto } from '@/lib/catalog/product-dto';
import { findProduct } from '@/lib/db/products';
import { notFound } from '@/lib/http/errors';
import { handler } from '@/lib/http/handler';
import { parseObjectId } from '@/lib/validation/object-id';

/** SPEC §7: answers an array of one (the purchase page reads the first element). */
export const GET = handler(async (_request: Request, { params }: RouteContext<'/api/product/[id]'>) => {
  const product = await findProduct(parseObjectId((await params).id, 'product id'));
  if (!product) throw notFound('Product not found');
  return NextResponse.json([toProductDto(product)]);
});
