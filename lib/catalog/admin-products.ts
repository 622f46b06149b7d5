import 'server-only';
import type { z } from 'zod';
import type { Caller, Page, Paging } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import { newId, toId, type Id } from '@/lib/db';
import {
  deleteProduct as deleteProductDoc,
  findAdminProductPage,
  findProduct,
  insertProduct,
  updateProduct,
} from './store/products';
import type { ProductDoc } from './store/products';
import { AppError, catalogSearch } from '@/lib/model';
import { LOW_STOCK_BELOW, dollarsToCents, breaksToCents, sellingProblem, type Selling } from '@/lib/selling';
import type { addProductSchema, editProductSchema } from '@/lib/validation';
import { revalidateCatalog } from './cache';
import { toAdminProductDto, type AdminProductDto } from './product-dto';
import { withNewPartNumber, withUniquePartNumber } from './part-numbers';
import { productChanges } from './product-changes';

/** Refuses a part whose selling fields do not hold together (./selling.ts), naming the field. */
function checkSelling(part: Selling) {
  const problem = sellingProblem(part);
  if (problem) throw new AppError('invalid', problem.message, { [problem.field]: problem.message });
}

/** The selling fields of an add or an edit, as stored (prices in cents); absent ones stay absent. */
function sellingChanges(input: {
  prize?: number;
  priceBreaks?: { minQuantity: number; prize: number }[];
  minimumQuantity?: number;
  quantityStep?: number;
}): Partial<Selling> {
  return {
    ...(input.prize !== undefined ? { priceCents: dollarsToCents(input.prize) } : {}),
    ...(input.priceBreaks !== undefined ? { priceBreaks: breaksToCents(input.priceBreaks) } : {}),
    ...(input.minimumQuantity !== undefined ? { minimumQuantity: input.minimumQuantity } : {}),
    ...(input.quantityStep !== undefined ? { quantityStep: input.quantityStep } : {}),
  };
}

/** Manage Products: newest first; `q` searches name words, `low` keeps parts below the minimum order. */
export async function listAdminProductPage(
  { q, low }: { q?: string; low?: '1' },
  { skip, limit }: Paging,
): Promise<Page<AdminProductDto>> {
  const { rows, total } = await findAdminProductPage(
    { search: catalogSearch(q ?? ''), lowBelow: low ? LOW_STOCK_BELOW : undefined },
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
  const fields: Omit<ProductDoc, 'partNumber'> = {
    _id: newId(),
    name: input.name,
    description: input.description,
    img: input.img,
    quantity: input.quantity,
    priceCents: dollarsToCents(input.prize),
    ...sellingChanges(input),
    email: admin.email,
    createdAt: now,
    updatedAt: now,
  };
  checkSelling(fields);
  // The admin's number, or the shop's next one (./part-numbers.ts).
  const insertAs = async (partNumber: string) => {
    const numbered = { ...fields, partNumber };
    await insertProduct(numbered);
    return numbered;
  };
  const { partNumber } = input;
  const doc = partNumber
    ? await withUniquePartNumber(partNumber, () => insertAs(partNumber))
    : await withNewPartNumber(insertAs);
  await recordAudit({
    action: 'product.add',
    actor: admin.email,
    target: doc._id.toHexString(),
    details: { name: doc.name, partNumber: doc.partNumber },
  });
  await revalidateCatalog();
  return toAdminProductDto(doc);
}

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
  const { previousQuantity, prize, quantity, priceBreaks, minimumQuantity, quantityStep, ...fields } = input;
  const selling = sellingChanges({ prize, priceBreaks, minimumQuantity, quantityStep });
  const before = await findProduct(id);
  if (!before) throw new AppError('not_found:product');
  const sellingChanged = Object.keys(selling).length > 0;
  // Checked against the part as it is for the fields this edit leaves alone.
  if (sellingChanged) checkSelling({ ...before, ...selling });
  const changes = { ...fields, ...selling };
  const restock =
    quantity !== undefined && previousQuantity !== undefined
      ? { from: previousQuantity, to: quantity }
      : undefined;
  // Selling fields are written only onto the values they were checked with (`before`).
  const save = () => updateProduct(id, changes, restock, sellingChanged ? before : undefined);
  const saved = await (fields.partNumber ? withUniquePartNumber(fields.partNumber, save) : save());
  if (!saved) {
    const current = await findProduct(id);
    if (!current) throw new AppError('not_found:product');
    if (restock && current.quantity !== restock.from)
      throw new AppError(
        'conflict',
        `Orders changed the stock while you were editing (now ${current.quantity}). Check it and save again.`,
      );
    throw new AppError(
      'conflict',
      "Someone changed this part's prices or order rules while you were editing. Check them and save again.",
    );
  }
  await recordAudit({
    action: 'product.edit',
    actor: admin.email,
    target: productId,
    details: productChanges(before, saved),
  });
  await revalidateCatalog();
  return toAdminProductDto(saved);
}

/**
 * The part goes, and the public pages with it; answers what it was (null: it was not there). Its
 * orders and quotes are lib/orders' withdrawal (lib/orders/withdraw.ts), which calls this first, so
 * none can take stock again.
 */
export async function removeProduct(productId: Id): Promise<Pick<ProductDoc, 'name'> | null> {
  const product = await deleteProductDoc(productId);
  if (product) await revalidateCatalog();
  return product;
}
