import 'server-only';
import type { z } from 'zod';
import type { Caller } from '@/lib/auth/caller';
import { recordAudit } from '@/lib/db/audit';
import type { ProductDoc } from '@/lib/db/documents';
import { newId, toId } from '@/lib/db/ids';
import {
  deleteProduct as deleteProductDoc,
  findAdminProductPage,
  findProduct,
  insertProduct,
  updateProduct,
} from '@/lib/db/products';
import type { Page, Paging } from '@/lib/model/paging';
import { cancelUnpaidOrdersOf } from '@/lib/orders/cancel-order';
import { LOW_STOCK_BELOW } from '@/lib/orders/rules';
import { AppError } from '@/lib/model/app-error';
import type { addProductSchema, editProductSchema } from '@/lib/validation/product';
import { searchWords } from '@/lib/model/search-words';
import { revalidateCatalog } from './cache';
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
    _id: newId(),
    name: input.name,
    description: input.description,
    img: input.img,
    quantity: input.quantity,
    priceCents: dollarsToCents(input.prize),
    email: admin.email,
    createdAt: now,
    updatedAt: now,
  };
  await insertProduct(doc);
  await recordAudit({
    action: 'product.add',
    actor: admin.email,
    target: doc._id.toHexString(),
    details: { name: doc.name },
  });
  await revalidateCatalog();
  return toAdminProductDto(doc);
}

/** What an edit changed, as the Audit Log names it (the price as stored: priceCents). */
const changedFields = (input: z.output<typeof editProductSchema>) => [
  ...Object.keys(input).filter((key) => key !== 'previousQuantity' && key !== 'prize'),
  ...(input.prize !== undefined ? ['priceCents'] : []),
];

/**
 * Admins edit name, description, price, image and stock. A stock change is a restock from the
 * stock the admin saw (`previousQuantity`): if orders moved it meanwhile, nothing is saved.
 */
export async function editProduct(
  admin: Caller,
  productId: string,
  input: z.output<typeof editProductSchema>,
): Promise<AdminProductDto> {
  const id = toId(productId);
  const { previousQuantity, prize, quantity, ...fields } = input;
  const changes = { ...fields, ...(prize !== undefined ? { priceCents: dollarsToCents(prize) } : {}) };
  const restock =
    quantity !== undefined && previousQuantity !== undefined
      ? { from: previousQuantity, to: quantity }
      : undefined;
  if (!(await updateProduct(id, changes, restock))) {
    const current = await findProduct(id);
    if (!current) throw new AppError('not_found:product');
    throw new AppError(
      'conflict',
      `Orders changed the stock while you were editing (now ${current.quantity}). Check it and save again.`,
    );
  }
  await recordAudit({
    action: 'product.edit',
    actor: admin.email,
    target: productId,
    details: { changed: changedFields(input) },
  });
  await revalidateCatalog();
  return toAdminProductDto((await findProduct(id))!);
}

/**
 * Orders keep the name and price they were placed with, so deleting a part never rewrites paid
 * ones; its unpaid orders are cancelled (the part goes first, so none can take stock again).
 */
export async function deleteProduct(admin: Caller, productId: string): Promise<{ deletedCount: number }> {
  const id = toId(productId);
  const product = await deleteProductDoc(id);
  if (!product) throw new AppError('not_found:product');
  const cancelledOrders = await cancelUnpaidOrdersOf(admin, id);
  await recordAudit({
    action: 'product.delete',
    actor: admin.email,
    target: productId,
    details: { name: product.name, cancelledOrders },
  });
  await revalidateCatalog();
  return { deletedCount: 1 };
}
