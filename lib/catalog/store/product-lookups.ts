import 'server-only';
import { productsCollection } from './collections';
import type { Id } from '@/lib/db';
import type { ProductDoc } from './products-doc';

// Reads of parts by id or by part number for the cart, a bill of materials and the quick-order
// pad's type-ahead: each sized to what those screens show.

/** What a cart shows of a part and prices it by, but its stock (lib/inventory: ../part-lookups.ts). */
export type CartPartDoc = Pick<
  ProductDoc,
  | '_id'
  | 'partNumber'
  | 'name'
  | 'img'
  | 'priceCents'
  | 'priceBreaks'
  | 'minimumQuantity'
  | 'quantityStep'
  | 'weightGrams'
  | 'taxClass'
>;

/** What a cart shows of a part (CartPartDoc's fields). */
export const CART_FIELDS = {
  partNumber: 1,
  name: 1,
  img: 1,
  priceCents: 1,
  priceBreaks: 1,
  minimumQuantity: 1,
  quantityStep: 1,
  // What shipping and tax read of it (issue 36).
  weightGrams: 1,
  taxClass: 1,
} as const;

/** These parts as a cart shows them (one round trip; a cart holds at most 1,000 lines). */
export async function findCartPartDocs(ids: Id[]): Promise<CartPartDoc[]> {
  if (ids.length === 0) return [];
  return (await productsCollection())
    .find(
      { _id: { $in: ids } },
      {
        projection: CART_FIELDS,
      },
    )
    .toArray();
}

/** What checking a bill of materials reads of a part (lib/cart/bom-check.ts), but its stock. */
export type BomPartDoc = Pick<
  ProductDoc,
  | '_id'
  | 'partNumber'
  | 'name'
  | 'minimumQuantity'
  | 'quantityStep'
  | 'partNumberKey'
  | 'priceCents'
  | 'priceBreaks'
  | 'weightGrams'
  | 'taxClass'
> & { partNumberCompact: string };

const BOM_PART = {
  projection: {
    partNumber: 1,
    partNumberKey: 1,
    partNumberCompact: 1,
    name: 1,
    minimumQuantity: 1,
    quantityStep: 1,
    // The report prices the lines it accepts (issue 33).
    priceCents: 1,
    priceBreaks: 1,
    // Its shipping and tax to the buyer's default ship-to (issue 36).
    weightGrams: 1,
    taxClass: 1,
  },
};

/**
 * The parts whose number, as written (upper-cased, `partNumberKey`), is one of `keys`: one read
 * of the unique index (a bill of materials has at most 1,000 lines). The local database server
 * answers a 1,000-key `$in` on a unique index in ~45 ms, on the other (non-unique) ones in ~1.3 s.
 */
export async function findPartDocsByKeys(keys: string[]): Promise<BomPartDoc[]> {
  if (keys.length === 0) return [];
  return (await productsCollection()).find({ partNumberKey: { $in: keys } }, BOM_PART).toArray() as Promise<
    BomPartDoc[]
  >;
}

/**
 * The parts whose compact number (letters and digits, upper-cased) is one of `compacts`, in one
 * indexed read. Two parts may share a compact number ("6204-2RS" and "6204 2RS"): both come back,
 * and the caller tells them apart. (The index is not unique, so the local database server walks
 * it once per key: ~1.3 ms a key there, milliseconds for 1,000 in MongoDB. Callers ask by
 * findPartsByKeys first and only for what it did not find here.)
 */
export async function findPartDocsByCompactNumbers(compacts: string[]): Promise<BomPartDoc[]> {
  if (compacts.length === 0) return [];
  return (await productsCollection())
    .find({ partNumberCompact: { $in: compacts } }, BOM_PART)
    .toArray() as Promise<BomPartDoc[]>;
}

/**
 * The part numbers that sort just before and just after `compact` (up to `each` on either side),
 * for "did you mean": whatever shares the longest start with a number is among its neighbours in
 * that order. Two short reads of the `partNumberCompact` index.
 */
export async function findPartNumbersBeside(
  compact: string,
  each: number,
): Promise<Pick<BomPartDoc, 'partNumber' | 'partNumberCompact'>[]> {
  const products = await productsCollection();
  const projection = { _id: 0, partNumber: 1, partNumberCompact: 1 };
  const [before, after] = await Promise.all([
    products
      .find({ partNumberCompact: { $lt: compact } }, { projection })
      .sort({ partNumberCompact: -1 })
      .limit(each)
      .toArray(),
    products
      .find({ partNumberCompact: { $gt: compact } }, { projection })
      .sort({ partNumberCompact: 1 })
      .limit(each)
      .toArray(),
  ]);
  return [...before, ...after] as Pick<BomPartDoc, 'partNumber' | 'partNumberCompact'>[];
}

/** A part as the quick-order pad suggests it while a number is typed. */
export type SuggestedPart = Pick<
  ProductDoc,
  '_id' | 'partNumber' | 'name' | 'minimumQuantity' | 'quantityStep'
>;

/**
 * Parts whose compacted number starts with `compact` (letters and digits, upper-cased: search's
 * matching), in number order: one range read on the `partNumberCompact` index.
 */
export async function findPartsByNumberPrefix(compact: string, limit: number): Promise<SuggestedPart[]> {
  return (await productsCollection())
    .find(
      { partNumberCompact: { $gte: compact, $lt: `${compact}\uffff` } },
      { projection: { partNumber: 1, name: 1, minimumQuantity: 1, quantityStep: 1 } },
    )
    .sort({ partNumberCompact: 1 })
    .limit(limit)
    .toArray();
}
