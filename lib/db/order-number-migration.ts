import 'server-only';
import { MongoBulkWriteError, type Db } from 'mongodb';
import { ORDER_NUMBER_SEQUENCE } from '@/lib/model';
import type { Id } from './ids';
import type { CounterDoc } from './counters-doc';
import { aloneUnderLock, BATCH, drawNumbers } from './migration-steps';

type UnnumberedOrder = { _id: Id; number?: number; createdAt: Date };

const UNNUMBERED = { number: { $exists: false } } as const;

/**
 * Orders from before order numbers (issue 33) get one, in the order they were placed, from the
 * counter new orders draw from: BATCH orders a round, their numbers drawn with one increment and
 * written with one unordered bulk write, each update by id alone (the local server scans the whole
 * collection for an update with any further condition), so one instance at a time does it (false:
 * another is at it, and this start does not record it done). A crash between the draw and the
 * write leaves a gap in the numbers, never a number twice; a number some order has already (the
 * counter rewound by a crash or a restore) moves the counter past the highest in use, and the
 * orders it was drawn for take new ones in the next round.
 */
export async function numberOrders(db: Db): Promise<boolean> {
  const orders = db.collection<UnnumberedOrder>('orders');
  if ((await orders.countDocuments(UNNUMBERED, { limit: 1 })) === 0) return true;
  return aloneUnderLock(db, 'migration:order-numbers', async () => {
    for (;;) {
      const batch = await orders
        .find(UNNUMBERED, { projection: { _id: 1 } })
        .sort({ createdAt: 1, _id: 1 })
        .limit(BATCH)
        .toArray();
      if (batch.length === 0) return;
      const first = await drawNumbers(db, ORDER_NUMBER_SEQUENCE, batch.length);
      try {
        await orders.bulkWrite(
          batch.map(({ _id }, i) => ({
            updateOne: { filter: { _id }, update: { $set: { number: first + i } } },
          })),
          { ordered: false },
        );
      } catch (error) {
        if (!(error instanceof MongoBulkWriteError && error.code === 11000)) throw error;
        const [top] = await orders
          .find({}, { projection: { number: 1 } })
          .sort({ number: -1 })
          .limit(1)
          .toArray();
        await db
          .collection<CounterDoc>('counters')
          .updateOne({ _id: ORDER_NUMBER_SEQUENCE }, { $max: { seq: top?.number ?? 0 } }, { upsert: true });
      }
    }
  });
}
