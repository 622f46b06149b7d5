import 'server-only';
import type { AnyBulkWriteOperation, Db, Document } from 'mongodb';
import { aloneUnderLock, BATCH } from './migration-steps';
import type { StoredPart } from './stored-shapes';

/** A part's stock as lib/inventory stores it (lib/inventory/store/stock-doc.ts), as of this migration. */
type StoredStock = {
  _id: StoredPart['_id'];
  onHand: number;
  holds: NonNullable<StoredPart['holds']>;
  restocks: NonNullable<StoredPart['restocks']>;
  received: number;
  updatedAt: Date;
};

const ON_THE_PART = { quantity: { $exists: true } } as const;

/**
 * Stock leaves the part document for its own (decision 0033): each part's `quantity`, `holds`,
 * `restocks` and `received` are copied into `stock` under the part's id, then unset from the part,
 * BATCH parts per round (one unordered bulk write to each collection). Crash-safe: the copy is an
 * insert-only upsert (a repeat never overwrites stock that has moved since), and a part loses its
 * fields only after its copy is written, so a crash between the two is finished by the next start.
 * One instance at a time (false: another is at it, and this start does not record it done). Old
 * instances must be stopped first: one still writing holds onto a part after its copy would lose
 * them (docs/operations.md).
 */
export async function stockApart(db: Db): Promise<boolean> {
  const parts = db.collection<StoredPart>('products');
  if ((await parts.countDocuments(ON_THE_PART, { limit: 1 })) === 0) return dropPartStockIndexes(db);
  const stock = db.collection<StoredStock>('stock');
  const moved = await aloneUnderLock(db, 'migration:stock-apart', async () => {
    for (;;) {
      const batch = await parts
        .find(ON_THE_PART, { projection: { quantity: 1, holds: 1, restocks: 1, received: 1 } })
        .limit(BATCH)
        .toArray();
      if (batch.length === 0) return;
      const now = new Date();
      await stock.bulkWrite(
        batch.map((part): AnyBulkWriteOperation<StoredStock> => {
          const holds = part.holds ?? [];
          const held = holds.reduce((sum, hold) => sum + hold.quantity, 0);
          return {
            updateOne: {
              filter: { _id: part._id },
              update: {
                $setOnInsert: {
                  onHand: part.quantity,
                  holds,
                  restocks: part.restocks ?? [],
                  // A part written straight into the database has no books yet: what it has is received.
                  received: part.received ?? part.quantity + held,
                  updatedAt: now,
                },
              },
              upsert: true,
            },
          };
        }),
        { ordered: false },
      );
      await parts.bulkWrite(
        batch.map((part) => ({
          updateOne: {
            filter: { _id: part._id },
            update: { $unset: { quantity: '', holds: '', restocks: '', received: '' } } as Document,
          },
        })),
        { ordered: false },
      );
    }
  });
  return moved && dropPartStockIndexes(db);
}

/** The part's stock indexes, now the stock collection's (lib/db/indexes.ts). */
async function dropPartStockIndexes(db: Db): Promise<true> {
  const parts = db.collection('products');
  const existing = new Set((await parts.indexes().catch(() => [])).map((index) => index.name));
  for (const name of ['quantity_1', 'holds.at_1']) if (existing.has(name)) await parts.dropIndex(name);
  return true;
}
