import 'server-only';
import type { Filter } from 'mongodb';
import type { Id } from '@/lib/db';
import type { AttributeValue } from '@/lib/model';
import { productsCollection } from './collections';
import { CART_FIELDS, type CartPartDoc } from './product-lookups';
import type { ProductDoc } from './products-doc';

/** A part that may replace another: what a cart shows of it, and its values to rank it by. */
export type CandidateDoc = CartPartDoc & Pick<ProductDoc, 'categoryId' | 'attrs'>;

const PART = { ...CART_FIELDS, categoryId: 1, attrs: 1 } as const;

/** A part with what a replacement of it is judged by (null: no such part). */
export async function findCandidateDoc(id: Id): Promise<CandidateDoc | null> {
  return (await productsCollection()).findOne(
    { _id: id },
    { projection: PART },
  ) as Promise<CandidateDoc | null>;
}

/** The part whose number, compacted (lib/model/part-number.ts), is `compact` (null: none). */
export async function findCandidateDocByNumber(compact: string): Promise<CandidateDoc | null> {
  return (await productsCollection()).findOne(
    { partNumberCompact: compact },
    { projection: PART },
  ) as Promise<CandidateDoc | null>;
}

/** A value as a query: a number within 1e-9 of it (what a unit round trip keeps), a word exactly. */
const matching = (value: AttributeValue): Filter<ProductDoc> => {
  if (value.n === undefined) return { attrs: { $elemMatch: { k: value.k, s: value.s } } };
  const slack = 1e-9 * Math.abs(value.n);
  return { attrs: { $elemMatch: { k: value.k, n: { $gte: value.n - slack, $lte: value.n + slack } } } };
};

/**
 * Up to `limit` other parts of category `categoryId` with every one of `critical` (the categoryId
 * index, then the values): the pool substitutes are ranked from.
 */
export async function findCandidateDocs(
  categoryId: Id,
  except: Id,
  critical: readonly AttributeValue[],
  limit: number,
): Promise<CandidateDoc[]> {
  const filter: Filter<ProductDoc> = {
    $and: [{ categoryId }, { _id: { $ne: except } }, ...critical.map(matching)],
  };
  // In id order: the same pool each time (the categoryId index, then its ids).
  return (await productsCollection())
    .find(filter, { projection: PART })
    .sort({ _id: 1 })
    .limit(limit)
    .toArray() as Promise<CandidateDoc[]>;
}
