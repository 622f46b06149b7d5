import 'server-only';
import { MongoBulkWriteError, type AnyBulkWriteOperation } from 'mongodb';
import { partNumberFields, searchFields } from '@/lib/model';
import { productsCollection } from './collections';
import { sellingAsRead } from './products';
import type { ProductDoc } from './products';
import { CART_FIELDS, type CartPartDoc } from './product-lookups';
import type { Id } from '@/lib/db';

/** What an import compares a row with (but the stock): what a cart shows, number key and description. */
export type StoredPartDoc = CartPartDoc &
  Pick<ProductDoc, 'partNumberKey' | 'description' | 'categoryId' | 'attrs'>;

const COMPARED = { ...CART_FIELDS, partNumberKey: 1, description: 1, categoryId: 1, attrs: 1 } as const;

/** The parts having these part-number keys (one round trip on the unique index), by key. */
export async function findPartDocsByNumberKeys(keys: string[]): Promise<StoredPartDoc[]> {
  const found = await (
    await productsCollection()
  )
    .find({ partNumberKey: { $in: keys } }, { projection: COMPARED })
    .toArray();
  return found as StoredPartDoc[];
}

type Editable = Omit<StoredPartDoc, '_id' | 'partNumberKey'>;

/**
 * A new part with its first stock, or the changes to one (a stock change is a restock from
 * `stock.from`, as an admin's edit). The stock is lib/inventory's (../import-parts.ts writes it).
 */
export type PartWrite =
  | { insert: ProductDoc; stock: number }
  | {
      update: {
        id: Id;
        set: Partial<Editable>;
        unset: (
          | 'priceBreaks'
          | 'minimumQuantity'
          | 'quantityStep'
          | 'weightGrams'
          | 'taxClass'
          | 'categoryId'
          | 'attrs'
        )[];
        stock?: { from: number; to: number };
        /** The selling fields the row's were checked with (sellingProblem): written only onto those. */
        read: Pick<StoredPartDoc, 'priceCents' | 'priceBreaks' | 'minimumQuantity' | 'quantityStep'>;
        /** Name and description after the update, for the search fields when either changes. */
        text: { name: string; description: string };
      };
    };

/**
 * The parts' fields in one unordered bulk write: whether every write applied, and the writes that
 * failed for certain (another import added the same number first), by index. One that did not apply
 * (another admin changed the selling fields meanwhile) is not an error here: the importer reads the
 * parts again and writes what still differs.
 */
export async function writeParts(writes: PartWrite[]): Promise<{ applied: boolean; failed: Set<number> }> {
  if (writes.length === 0) return { applied: true, failed: new Set() };
  const now = new Date();
  const operations: AnyBulkWriteOperation<ProductDoc>[] = writes.map((write) => {
    if ('insert' in write) {
      const doc = write.insert;
      return {
        insertOne: {
          document: { ...doc, ...searchFields(doc), ...partNumberFields(doc.partNumber) },
        },
      };
    }
    const { id, set, unset, text } = write.update;
    const textChanged = set.name !== undefined || set.description !== undefined;
    return {
      updateOne: {
        // Onto the part as the row was checked against: selling fields as read.
        filter: { _id: id, ...sellingAsRead(write.update.read) },
        update: {
          $set: {
            ...set,
            ...(set.partNumber !== undefined ? partNumberFields(set.partNumber) : {}),
            ...(textChanged ? searchFields(text) : {}),
            updatedAt: now,
          },
          ...(unset.length ? { $unset: Object.fromEntries(unset.map((field) => [field, ''])) } : {}),
        },
      },
    };
  });
  try {
    const result = await (await productsCollection()).bulkWrite(operations, { ordered: false });
    return { applied: result.insertedCount + result.matchedCount === writes.length, failed: new Set() };
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError && error.code === 11000)) throw error;
    const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    return { applied: false, failed: new Set(errors.map((failure) => failure.index)) };
  }
}
