import 'server-only';
import type { z } from 'zod';
import type { Caller, Page, Paging } from '@/lib/model';
import { recordAudit } from '@/lib/audit';
import { newId, toId, type Id } from '@/lib/db';
import {
  deleteProduct as deleteProductDoc,
  findAdminProductPage,
  findProduct,
  findProductsInOrder,
  findSearchedIdsAmong,
  insertProduct,
  updateProduct,
} from './store/products';
import type { ProductDoc } from './store/products';
import { onHandOf, removeStock, restock as restockPart, streamLowStock } from '@/lib/inventory';
import { oneWithOnHand, withOnHand } from './on-hand';
import { AppError, catalogSearch, type CatalogSearch, type TaxClass } from '@/lib/model';
import { LOW_STOCK_BELOW, dollarsToCents, breaksToCents, sellingProblem, type Selling } from '@/lib/selling';
import type { addProductSchema, editProductSchema } from '@/lib/validation';
import { revalidateCatalog } from './cache';
import { toAdminProductDto, type AdminProductDto } from './product-dto';
import { withNewPartNumber, withUniquePartNumber } from './part-numbers';
import { productChanges } from './product-changes';
import { confirmCategory, placementChanges } from './part-attributes';

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

/** The shipping fields of an add or an edit, as stored (issue 36: grams); absent ones stay absent. */
const shippingChanges = (input: { weightKg?: number | undefined; taxClass?: TaxClass | undefined }) => ({
  ...(input.weightKg !== undefined ? { weightGrams: Math.round(input.weightKg * 1000) } : {}),
  ...(input.taxClass !== undefined ? { taxClass: input.taxClass } : {}),
});

/** Part ids checked against a search per round trip while counting the low-stock parts. */
const LOW_BATCH = 500;

/**
 * The parts below LOW_STOCK_BELOW units that a search finds, newest first: lib/inventory walks the
 * low stock (ids only, a batch at a time) and the catalog keeps those the search finds, so the
 * count is exact and only one page of parts is ever read whole.
 */
async function findLowStockPage(search: CatalogSearch, skip: number, limit: number, noWeight: boolean) {
  const page: Id[] = [];
  let total = 0;
  let batch: Id[] = [];
  const count = async () => {
    for (const id of await findSearchedIdsAmong(search, batch, noWeight)) {
      if (total >= skip && page.length < limit) page.push(id);
      total += 1;
    }
    batch = [];
  };
  for await (const id of streamLowStock(LOW_STOCK_BELOW)) {
    batch.push(id);
    if (batch.length === LOW_BATCH) await count();
  }
  await count();
  return { rows: await findProductsInOrder(page), total };
}

/**
 * Manage Products: newest first; `q` searches name words, `low` keeps parts below the minimum
 * order, `noWeight` those without a shipping weight.
 */
export async function listAdminProductPage(
  { q, low, noWeight }: { q?: string; low?: '1'; noWeight?: '1' },
  { skip, limit }: Paging,
): Promise<Page<AdminProductDto>> {
  const search = catalogSearch(q ?? '');
  const { rows, total } = low
    ? await findLowStockPage(search, skip, limit, noWeight === '1')
    : await findAdminProductPage(search, skip, limit, noWeight === '1');
  return { rows: (await withOnHand(rows)).map(toAdminProductDto), total };
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
    priceCents: dollarsToCents(input.prize),
    ...sellingChanges(input),
    ...shippingChanges(input),
    ...(await placementChanges(input)),
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
  // The first stock is the books' first receipt. A crash before it leaves the part with none on
  // hand (lib/inventory: no stock is nothing on hand), which an edit of its stock from 0 mends.
  await restockPart(doc._id, { from: 0, to: input.quantity });
  await recordAudit({
    action: 'product.add',
    actor: admin.email,
    target: doc._id.toHexString(),
    details: { name: doc.name, partNumber: doc.partNumber },
  });
  await revalidateCatalog();
  // Added, whatever became of its category: an error here would have the admin add it twice.
  const categoryId = (await confirmCategory(doc.categoryId)) ? doc.categoryId : undefined;
  return toAdminProductDto({ ...doc, categoryId, quantity: input.quantity });
}

/** The stock an admin saw is no longer what is on hand (orders moved it). */
const stockMoved = (now: number) =>
  new AppError(
    'conflict',
    `Orders changed the stock while you were editing (now ${now}). Check it and save again.`,
  );

/**
 * Admins edit name, description, price, image and stock. A stock change is a restock from the
 * stock the admin saw (`previousQuantity`): if orders moved it meanwhile, nothing is saved. The
 * part's fields and its stock are two writes (the stock is lib/inventory's): the stock is checked
 * before the fields are written and moved after, only from what the admin saw; in the rare race
 * that moves it between the two, the fields stay saved and the admin is told to check the stock.
 */
export async function editProduct(
  admin: Caller,
  productId: string,
  input: z.output<typeof editProductSchema>,
): Promise<AdminProductDto> {
  const id = toId(productId);
  const {
    previousQuantity,
    prize,
    quantity,
    priceBreaks,
    minimumQuantity,
    quantityStep,
    weightKg,
    categoryId,
    attributes,
    ...rest
  } = input;
  const selling = sellingChanges({ prize, priceBreaks, minimumQuantity, quantityStep });
  const before = await oneWithOnHand(await findProduct(id));
  if (!before) throw new AppError('not_found:product');
  const fields = {
    ...rest,
    ...shippingChanges({ weightKg, taxClass: rest.taxClass }),
    ...(await placementChanges({ categoryId, attributes }, before)),
  };
  const sellingChanged = Object.keys(selling).length > 0;
  // Checked against the part as it is for the fields this edit leaves alone.
  if (sellingChanged) checkSelling({ ...before, ...selling });
  const restock =
    quantity !== undefined && previousQuantity !== undefined
      ? { from: previousQuantity, to: quantity }
      : undefined;
  if (restock && before.quantity !== restock.from) throw stockMoved(before.quantity);
  const changes = { ...fields, ...selling };
  // Selling fields are written only onto the values they were checked with (`before`).
  const save = () => updateProduct(id, changes, sellingChanged ? before : undefined);
  const savedFields = await (fields.partNumber ? withUniquePartNumber(fields.partNumber, save) : save());
  if (!savedFields) {
    if (!(await findProduct(id))) throw new AppError('not_found:product');
    throw new AppError(
      'conflict',
      "Someone changed this part's prices or order rules while you were editing. Check them and save again.",
    );
  }
  const restocked = !restock || (await restockPart(id, restock));
  const saved = { ...savedFields, quantity: restocked && restock ? restock.to : before.quantity };
  await recordAudit({
    action: 'product.edit',
    actor: admin.email,
    target: productId,
    details: productChanges(before, saved),
  });
  await revalidateCatalog();
  if (!(await confirmCategory(fields.categoryId)))
    throw new AppError(
      'conflict',
      'Its category was deleted meanwhile: the part was saved without a category.',
    );
  if (!restocked) throw stockMoved((await onHandOf([id])).get(id.toHexString()) ?? 0);
  return toAdminProductDto(saved);
}

/**
 * The part goes, and the public pages with it; answers what it was (null: it was not there). Its
 * orders and quotes are lib/orders' withdrawal (lib/orders/withdraw.ts), which calls this first, so
 * none can take stock again.
 */
export async function removeProduct(productId: Id): Promise<Pick<ProductDoc, 'name'> | null> {
  const product = await deleteProductDoc(productId);
  // Its stock after it: an order that takes a hold in between finds no part and gives the hold
  // back (lib/orders/stock-moves.ts).
  await removeStock(productId);
  if (product) await revalidateCatalog();
  return product;
}
