import 'server-only';
import { MongoBulkWriteError, type Db } from 'mongodb';
import { formatPartNumber, partNumberFields, PART_NUMBER_PREFIX, PART_NUMBER_SEQUENCE } from '@/lib/model';
import type { CounterDoc } from './counters-doc';
import type { StoredPart } from './stored-shapes';
import { highestNumberIn } from './part-number-keys';
import { aloneUnderLock, BATCH, drawNumbers } from './migration-steps';

// Run at every start (lib/db/migrations.ts): parts written straight into the database get a number.

/**
 * Parts without a number, asked of `partNumberCompact` (always set with the number): its index
 * (not sparse) holds the missing ones under null, so this is answered from the index, where
 * `partNumber` (no index) would be read from every part at every start to find none missing.
 */
const UNNUMBERED = { partNumberCompact: { $exists: false } };

/**
 * Every part gets a number: those from before part numbers existed, and any written straight into
 * the database since, in the order they were added, from the same counter as new parts (raised
 * first past any PS-number already in use). Numbers are drawn a batch at a time and written with
 * one unordered bulk write per batch, each update by id alone: the local database server scans the
 * whole collection for an update with any further condition (40 times slower at 10,000 parts), so
 * instead one instance numbers at a time (numberPartsOnce). A part whose number someone took
 * meanwhile (a unique-key refusal) waits for the next round.
 */
async function numberParts(db: Db): Promise<void> {
  const products = db.collection<StoredPart>('products');
  const counters = db.collection<CounterDoc>('counters');
  for (let round = 0; round < 5; round += 1) {
    if ((await products.countDocuments(UNNUMBERED, { limit: 1 })) === 0) return;
    await counters.updateOne(
      { _id: PART_NUMBER_SEQUENCE },
      { $max: { seq: await highestNumberIn(products, PART_NUMBER_PREFIX) } },
      { upsert: true },
    );
    const cursor = products
      .find(UNNUMBERED, { projection: { _id: 1 } })
      .sort({ createdAt: 1, _id: 1 })
      .batchSize(BATCH);
    let ids: StoredPart['_id'][] = [];
    const flush = async () => {
      if (ids.length === 0) return;
      const first = await drawNumbers(db, PART_NUMBER_SEQUENCE, ids.length);
      // Past the last automatic number a part stays unnumbered (an admin gives it one).
      const updates = ids.flatMap((_id, i) => {
        const partNumber = formatPartNumber(first + i);
        return partNumber
          ? [{ updateOne: { filter: { _id }, update: { $set: partNumberFields(partNumber) } } }]
          : [];
      });
      ids = [];
      if (updates.length === 0) return;
      await products.bulkWrite(updates, { ordered: false }).catch((error: unknown) => {
        if (!(error instanceof MongoBulkWriteError && error.code === 11000)) throw error;
      });
    };
    for await (const { _id } of cursor) {
      ids.push(_id);
      if (ids.length === BATCH) await flush();
    }
    await flush();
  }
}

const NUMBERING_LOCK = 'migration:part-numbers';

/**
 * numberParts in one instance at a time: the instance that takes the lock numbers the parts, the
 * others go on starting (a part shows without a number for those seconds, once).
 */
export async function numberPartsOnce(db: Db): Promise<void> {
  const products = db.collection<StoredPart>('products');
  if ((await products.countDocuments(UNNUMBERED, { limit: 1 })) === 0) return;
  await aloneUnderLock(db, NUMBERING_LOCK, () => numberParts(db));
}
