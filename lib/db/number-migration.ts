import 'server-only';
import { MongoBulkWriteError, type Db } from 'mongodb';
import { ORDER_NUMBER_SEQUENCE, QUOTE_NUMBER_SEQUENCE } from '@/lib/model';
import type { Id } from './ids';
import type { CounterDoc } from './counters-doc';
import { aloneUnderLock, BATCH, drawNumbers } from './migration-steps';

type Unnumbered = { _id: Id; number?: number; createdAt: Date };

const UNNUMBERED = { number: { $exists: false } } as const;

/**
 * Documents from before their numbers (orders and quotes, issue 33) get one, in the order they were
 * made, from the counter new ones draw from: BATCH documents a round, their numbers drawn with one increment and
 * written with one unordered bulk write, each update by id alone (the local server scans the whole
 * collection for an update with any further condition), so one instance at a time does it (false:
 * another is at it, and this start does not record it done). A crash between the draw and the
 * write leaves a gap in the numbers, never a number twice; a number some document has already (the
 * counter rewound by a crash or a restore) moves the counter past the highest in use, and the
 * documents it was drawn for take new ones in the next round. The orders' lock keeps its name from
 * before quotes were numbered too.
 */
async function numberOnce(db: Db, collection: string, sequence: string): Promise<boolean> {
  const documents = db.collection<Unnumbered>(collection);
  if ((await documents.countDocuments(UNNUMBERED, { limit: 1 })) === 0) return true;
  const lock = collection === 'orders' ? 'migration:order-numbers' : `migration:${collection}-numbers`;
  return aloneUnderLock(db, lock, async () => {
    for (;;) {
      const batch = await documents
        .find(UNNUMBERED, { projection: { _id: 1 } })
        .sort({ createdAt: 1, _id: 1 })
        .limit(BATCH)
        .toArray();
      if (batch.length === 0) return;
      const first = await drawNumbers(db, sequence, batch.length);
      try {
        await documents.bulkWrite(
          batch.map(({ _id }, i) => ({
            updateOne: { filter: { _id }, update: { $set: { number: first + i } } },
          })),
          { ordered: false },
        );
      } catch (error) {
        if (!(error instanceof MongoBulkWriteError && error.code === 11000)) throw error;
        const [top] = await documents
          .find({}, { projection: { number: 1 } })
          .sort({ number: -1 })
          .limit(1)
          .toArray();
        await db
          .collection<CounterDoc>('counters')
          .updateOne({ _id: sequence }, { $max: { seq: top?.number ?? 0 } }, { upsert: true });
      }
    }
  });
}

/** Orders from before order numbers (SO-000123). */
export const numberOrders = (db: Db) => numberOnce(db, 'orders', ORDER_NUMBER_SEQUENCE);

/** Quotes from before quote numbers (Q-000045). */
export const numberQuotes = (db: Db) => numberOnce(db, 'quotes', QUOTE_NUMBER_SEQUENCE);
