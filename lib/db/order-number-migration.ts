import 'server-only';
import type { Db } from 'mongodb';
import { ORDER_NUMBER_SEQUENCE } from '@/lib/model';
import type { Id } from './ids';
import { aloneUnderLock, BATCH, drawNumbers } from './migration-steps';

type UnnumberedOrder = { _id: Id; number?: number; createdAt: Date };

const UNNUMBERED = { number: { $exists: false } } as const;

/**
 * Orders from before order numbers (issue 33) get one, in the order they were placed, from the
 * counter new orders draw from: BATCH orders a round, their numbers drawn with one increment and
 * written with one unordered bulk write, each update by id alone (the local server scans the whole
 * collection for an update with any further condition), so one instance at a time does it (false:
 * another is at it, and this start does not record it done). A crash between the draw and the
 * write leaves a gap in the numbers, never a number twice.
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
      await orders.bulkWrite(
        batch.map(({ _id }, i) => ({
          updateOne: { filter: { _id }, update: { $set: { number: first + i } } },
        })),
        { ordered: false },
      );
    }
  });
}
