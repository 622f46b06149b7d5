import 'server-only';
import { MongoServerError, type Filter } from 'mongodb';
import { AppError, partNumberFields, searchFields, type CatalogSearch } from '@/lib/model';
import { productsCollection } from './collections';
import { highestNumberIn, type Id } from '@/lib/db';
import type { ProductDoc } from './products-doc';
import { BULKY, SORTS, searchFilter } from './product-pages';
export type { ProductDoc } from './products-doc';

/** Manage Products: newest first, by words or part number. */
/** The parts without a shipping weight (issue 36). */
const NO_WEIGHT = { weightGrams: { $exists: false } };

export async function findAdminProductPage(
  search: CatalogSearch,
  skip: number,
  limit: number,
  noWeight = false,
) {
  const products = await productsCollection();
  const filter = { ...searchFilter(search), ...(noWeight ? NO_WEIGHT : {}) };
  const [rows, total] = await Promise.all([
    products.find(filter, { projection: BULKY }).sort(SORTS.newest).skip(skip).limit(limit).toArray(),
    products.countDocuments(filter),
  ]);
  return { rows, total };
}

/** Of the parts `ids`, those a search finds, newest first: ids only (Manage Products' low stock). */
export async function findSearchedIdsAmong(
  search: CatalogSearch,
  ids: readonly Id[],
  noWeight = false,
): Promise<Id[]> {
  if (ids.length === 0) return [];
  const found = await (
    await productsCollection()
  )
    .find(
      { ...searchFilter(search), ...(noWeight ? NO_WEIGHT : {}), _id: { $in: [...ids] } },
      { projection: { _id: 1 } },
    )
    .sort({ _id: -1 })
    .toArray();
  return found.map((part) => part._id);
}

/** These parts (at most a page), in the order given. */
export async function findProductsInOrder(ids: readonly Id[]): Promise<ProductDoc[]> {
  if (ids.length === 0) return [];
  const found = await (
    await productsCollection()
  )
    .find({ _id: { $in: [...ids] } }, { projection: BULKY })
    .toArray();
  const byId = new Map(found.map((part) => [part._id.toHexString(), part]));
  return ids.flatMap((id) => byId.get(id.toHexString()) ?? []);
}

export async function findProduct(id: Id): Promise<ProductDoc | null> {
  return (await productsCollection()).findOne({ _id: id }, { projection: BULKY });
}

/** Recomputes the search fields from what is stored (after an edit of name or description). */
async function refreshSearchFields(id: Id): Promise<void> {
  const products = await productsCollection();
  const doc = await products.findOne({ _id: id }, { projection: { name: 1, description: 1 } });
  if (!doc) return;
  // Conditional on the values read: a concurrent edit wins and refreshes the fields itself.
  await products.updateOne(
    { _id: id, name: doc.name, description: doc.description },
    { $set: searchFields(doc) },
  );
}

/** A part's name and ordering rules, read before its stock is taken or a quote asked (null: no such part). */
export async function findOrderingRules(
  id: Id,
): Promise<Pick<ProductDoc, '_id' | 'name' | 'partNumber' | 'minimumQuantity' | 'quantityStep'> | null> {
  return (await productsCollection()).findOne(
    { _id: id },
    { projection: { name: 1, partNumber: 1, minimumQuantity: 1, quantityStep: 1 } },
  );
}

/** What an order records of a part it holds (and a quote shows): its name, number and price as they are now. */
export type HeldPart = Pick<
  ProductDoc,
  '_id' | 'name' | 'partNumber' | 'priceCents' | 'priceBreaks' | 'weightGrams' | 'taxClass'
>;

/** These parts as an order records them, by id (hex); a part gone is absent. One round trip. */
export async function findHeldParts(ids: readonly Id[]): Promise<Map<string, HeldPart>> {
  if (ids.length === 0) return new Map();
  const found = await (
    await productsCollection()
  )
    .find(
      { _id: { $in: [...ids] } },
      { projection: { name: 1, partNumber: 1, priceCents: 1, priceBreaks: 1, weightGrams: 1, taxClass: 1 } },
    )
    .toArray();
  return new Map(found.map((part) => [part._id.toHexString(), part]));
}

/** Whether every one of these parts is still in the catalog. */
export async function productsExist(ids: Id[]): Promise<boolean> {
  const unique = [...new Map(ids.map((id) => [id.toHexString(), id])).values()];
  return (await (await productsCollection()).countDocuments({ _id: { $in: unique } })) === unique.length;
}

export async function productExists(id: Id): Promise<boolean> {
  return (await (await productsCollection()).countDocuments({ _id: id }, { limit: 1 })) > 0;
}

/** A duplicate part number (the only unique key of a part besides its id) as the domain's conflict. */
async function numberedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) throw new AppError('conflict:part-number');
    throw error;
  }
}

/** A new part, with its search fields (its stock is lib/inventory's: ../admin-products.ts). */
export async function insertProduct(doc: ProductDoc): Promise<void> {
  const stored = { ...doc, ...searchFields(doc), ...partNumberFields(doc.partNumber) };
  await numberedWrite(async () => (await productsCollection()).insertOne(stored));
}

/** Whether another part than `except` has this number (ignoring case). */
export async function partNumberTaken(partNumber: string, except?: Id): Promise<boolean> {
  const { partNumberKey } = partNumberFields(partNumber);
  const filter = except ? { partNumberKey, _id: { $ne: except } } : { partNumberKey };
  return (await (await productsCollection()).countDocuments(filter, { limit: 1 })) > 0;
}

export const highestNumberWithPrefix = async (prefix: string) =>
  highestNumberIn(await productsCollection(), prefix);

type SellingFields = Pick<ProductDoc, 'priceCents' | 'priceBreaks' | 'minimumQuantity' | 'quantityStep'>;

/**
 * A filter that matches a part only while its selling fields are still `read`: a change checked
 * against them (prices that must fall with quantity, a minimum on the pack) is written only onto
 * the values it was checked with, never onto another admin's edit made meanwhile.
 */
export function sellingAsRead(read: SellingFields): Filter<ProductDoc> {
  // `null` matches a field that is missing or null; no price breaks is a missing, null or empty list.
  return {
    priceCents: read.priceCents,
    ...(read.priceBreaks?.length
      ? { priceBreaks: read.priceBreaks }
      : { 'priceBreaks.0': { $exists: false } }),
    minimumQuantity: read.minimumQuantity ?? null,
    quantityStep: read.quantityStep ?? null,
  } as Filter<ProductDoc>;
}

/**
 * Sets `fields` on a part; with `selling`, only while its selling fields are still those
 * (sellingAsRead). Answers the part as saved, or null when it was not there (or no longer as
 * expected). Its stock is lib/inventory's (../admin-products.ts restocks it).
 */
export async function updateProduct(
  id: Id,
  fields: Partial<Omit<ProductDoc, '_id' | 'keywords' | 'nameLower' | 'partNumberKey' | 'partNumberCompact'>>,
  selling?: SellingFields,
): Promise<ProductDoc | null> {
  // A field given as undefined ("not changed") must not reach $set: the driver would store null.
  const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const set = {
    ...given,
    ...(fields.partNumber !== undefined ? partNumberFields(fields.partNumber) : {}),
    updatedAt: new Date(),
  };
  // The part as saved, so that the caller answers with it without reading it again.
  const saved = await numberedWrite(async () =>
    (await productsCollection()).findOneAndUpdate(
      { _id: id, ...(selling ? sellingAsRead(selling) : {}) },
      { $set: set },
      { returnDocument: 'after', projection: BULKY },
    ),
  );
  if (saved && (fields.name !== undefined || fields.description !== undefined)) await refreshSearchFields(id);
  return saved;
}

/** Deletes a part; the part as it was, or null. */
export async function deleteProduct(id: Id): Promise<ProductDoc | null> {
  return (await productsCollection()).findOneAndDelete({ _id: id }, { projection: BULKY });
}
