import 'server-only';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Caller } from '@/lib/auth/caller';
import { recordAudit } from '@/lib/db/audit';
import { listProducts, productsCollection, refreshSearchFields, type ProductDoc } from '@/lib/db/products';
import { conflict, notFound } from '@/lib/http/errors';
import type { addProductSchema, editProductSchema } from '@/lib/validation/product';
import { searchFields } from './keywords';
import { dollarsToCents } from './money';
import { toAdminProductDto, type AdminProductDto } from './product-dto';

export async function listAdminProducts(): Promise<AdminProductDto[]> {
  return (await listProducts()).map(toAdminProductDto);
}

/** The adder recorded is the signed-in admin, whatever email a request body carries. */
export async function addProduct(
  admin: Caller,
  input: z.output<typeof addProductSchema>,
): Promise<AdminProductDto> {
  const now = new Date();
  const doc: ProductDoc = {
    _id: new ObjectId(),
    name: input.name,
    description: input.description,
    img: input.img,
    quantity: input.quantity,
    priceCents: dollarsToCents(input.prize),
    email: admin.email,
    createdAt: now,
    updatedAt: now,
  };
  await (await productsCollection()).insertOne({ ...doc, ...searchFields(doc) });
  await recordAudit({
    action: 'product.add',
    actor: admin.email,
    target: doc._id.toHexString(),
    details: { name: doc.name },
  });
  return toAdminProductDto(doc);
}

export async function editProduct(
  admin: Caller,
  id: ObjectId,
  input: z.output<typeof editProductSchema>,
): Promise<AdminProductDto> {
  const { previousQuantity, prize, ...fields } = input;
  const set: Partial<ProductDoc> = { ...fields, updatedAt: new Date() };
  if (prize !== undefined) set.priceCents = dollarsToCents(prize);
  const products = await productsCollection();
  const filter =
    input.quantity !== undefined && previousQuantity !== undefined
      ? { _id: id, quantity: previousQuantity }
      : { _id: id };
  const result = await products.updateOne(filter, { $set: set });
  if (result.matchedCount === 0) {
    const current = await products.findOne({ _id: id });
    if (!current) throw notFound('Product not found');
    throw conflict(
      `Orders changed the stock while you were editing (now ${current.quantity}). Check it and save again.`,
    );
  }
  const changed = Object.keys(set).filter((key) => key !== 'updatedAt');
  if (set.name !== undefined || set.description !== undefined) await refreshSearchFields(id);
  await recordAudit({
    action: 'product.edit',
    actor: admin.email,
    target: id.toHexString(),
    details: { changed },
  });
  return toAdminProductDto((await products.findOne({ _id: id }))!);
}

/** Orders keep the name and price they were placed with, so deleting a part never rewrites them. */
export async function deleteProduct(admin: Caller, id: ObjectId): Promise<{ deletedCount: number }> {
  const product = await (await productsCollection()).findOneAndDelete({ _id: id });
  if (!product) throw notFound('Product not found');
  await recordAudit({
    action: 'product.delete',
    actor: admin.email,
    target: id.toHexString(),
    details: { name: product.name },
  });
  return { deletedCount: 1 };
}
