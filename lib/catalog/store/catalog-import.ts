import 'server-only';
import { MongoBulkWriteError, type AnyBulkWriteOperation } from 'mongodb';
import { partNumberFields, searchFields } from '@/lib/model';
import { productsCollection } from './collections';
import { sellingAsRead } from './products';
import type { ProductDoc } from './products';
import { CART_FIELDS, type CartPart } from './product-lookups';
import type { Id } from '@/lib/db';

/** What an import compares a row with: what a cart shows of a part, its number key and description. */
export type StoredPart = CartPart & Pick<ProductDoc, 'partNumberKey' | 'description'>;

const COMPARED = { ...CART_FIELDS, partNumberKey: 1, description: 1 } as const;

/** The parts having these part-number keys (one round trip on the unique index), by key. */
export async function findPartsByNumberKeys(keys: string[]): Promise<Map<string, StoredPart>> {
  const found = await (
    await productsCollection()
  )
    .find({ partNumberKey: { $in: keys } }, { projection: COMPARED })
    .toArray();
  return new Map(found.map((part) => [part.partNumberKey!, part as StoredPart]));
}

type Editable = Omit<StoredPart, '_id' | 'partNumberKey' | 'quantity'>;

/** A new part, or the changes to one (a stock change is a restock from `stock.from`, as an admin's edit). */
export type PartWrite =
  | { insert: ProductDoc }
  | {
      update: {
        id: Id;
        set: Partial<Editable>;
        unset: ('priceBreaks' | 'minimumQuantity' | 'quantityStep')[];
        stock?: { from: number; to: number };
        /** The selling fields the row's were checked with (sellingProblem): written only onto those. */
        read: Pick<StoredPart, 'priceCents' | 'priceBreaks' | 'minimumQuantity' | 'quantityStep'>;
        /** Name and description after the update, for the search fields when either changes. */
        text: { name: string; description: string };
      };
    };

/**
 * One unordered bulk write; true when every write applied. One that did not (orders moved the stock
 * meanwhile, or another import added the same number first) is not an error here: the importer reads
 * the parts again and writes what still differs.
 */
export async function writeParts(writes: PartWrite[]): Promise<boolean> {
  if (writes.length === 0) return true;
  const now = new Date();
  const operations: AnyBulkWriteOperation<ProductDoc>[] = writes.map((write) => {
    if ('insert' in write) {
      const doc = write.insert;
      return {
        insertOne: {
          document: {
            ...doc,
            ...searchFields(doc),
            ...partNumberFields(doc.partNumber),
            received: doc.quantity,
          },
        },
      };
    }
    const { id, set, unset, stock, text } = write.update;
    const textChanged = set.name !== undefined || set.description !== undefined;
    return {
      updateOne: {
        // Onto the part as the row was checked against: stock and selling fields as read.
        filter: { _id: id, ...(stock ? { quantity: stock.from } : {}), ...sellingAsRead(write.update.read) },
        update: {
          $set: {
            ...set,
            ...(set.partNumber !== undefined ? partNumberFields(set.partNumber) : {}),
            ...(textChanged ? searchFields(text) : {}),
            ...(stock ? { quantity: stock.to } : {}),
            updatedAt: now,
          },
          ...(unset.length ? { $unset: Object.fromEntries(unset.map((field) => [field, ''])) } : {}),
          // The stock books: units arriving (or leaving) by import are received like a restock.
          ...(stock && stock.to !== stock.from ? { $inc: { received: stock.to - stock.from } } : {}),
        },
      },
    };
  });
  try {
    const result = await (await productsCollection()).bulkWrite(operations, { ordered: false });
    return result.insertedCount + result.matchedCount === writes.length;
  } catch (error) {
    if (!(error instanceof MongoBulkWriteError && error.code === 11000)) throw error;
    return false;
  }
}
