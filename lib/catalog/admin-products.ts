import 'server-only';
import { ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Caller } from '@/lib/auth/caller';
import { recordAudit } from '@/lib/db/audit';
import {
  findAdminProductPage,
  productsCollection,
  refreshSearchFields,
  type ProductDoc,
} from '@/lib/db/products';
import type { Page, Paging } from '@/lib/http/paging';
import { cancelUnpaidOrdersOf } from '@/lib/orders/cancel-order';
import { LOW_STOCK_BELOW } from '@/lib/orders/rules';
import { conflict, notFound } from '@/lib/http/errors';
import type { addProductSchema, editProductSchema } from '@/lib/validation/product';
import { searchFields, searchWords } from './keywords';
import { dollarsToCents } from './money';
import { toAdminProductDto, type AdminProductDto } from './product-dto';

/** Manage Products: newest first; `q` searches name words, `low` keeps parts below the minimum order. */
export async function listAdminProductPage(
  { q, low }: { q?: string; low?: '1' },
  { skip, limit }: Paging,
): Promise<Page<AdminProductDto>> {
  const { rows, total } = await findAdminProductPage(
    { words: searchWords(q ?? ''), lowBelow: low ? LOW_STOCK_BELOW : undefined },
    skip,
    limit,
  );
  return { rows: rows.map(toAdminProductDto), total };
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
  await (await productsCollection()).insertOne({ ...doc, ...searchFields(doc), received: doc.quantity });
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
  // A restock moves the books' `received` by as much as the stock (see lib/db/stock.ts).
  const received =
    input.quantity !== undefined && previousQuantity !== undefined ? input.quantity - previousQuantity : 0;
  const result = await products.updateOne(filter, { $set: set, ...(received ? { $inc: { received } } : {}) });
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

/**
 * Orders keep the name and price they were placed with, so deleting a part never rewrites paid
 * ones; its unpaid orders are cancelled (the part goes first, so none can take stock again).
 */
export async function deleteProduct(admin: Caller, id: ObjectId): Promise<{ deletedCount: number }> {
  const product = await (await productsCollection()).findOneAndDelete({ _id: id });
  if (!product) throw notFound('Product not found');
  const cancelledOrders = await cancelUnpaidOrdersOf(admin, id);
  await recordAudit({
    action: 'product.delete',
    actor: admin.email,
    target: id.toHexString(),
    details: { name: product.name, cancelledOrders },
  });
  return { deletedCount: 1 };
}
