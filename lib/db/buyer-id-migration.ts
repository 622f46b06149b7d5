import 'server-only';
import type { AnyBulkWriteOperation, Db } from 'mongodb';
import type { Id } from './ids';
import { BATCH } from './migration-steps';
import type { StoredUser } from './stored-shapes';

type Bought = { _id: Id; customerEmail: string; customerId?: Id };

/**
 * Orders and quotes name their buyer by email (the spec's field); new ones also record the buyer's
 * user id (`customerId`), which company accounts will own them by (issue 34). Those from before
 * get it from the user with that email, a batch at a time (one users query and one unordered bulk
 * write per BATCH documents, each update by id alone); one whose email no user has keeps none.
 * Every update sets the same id whoever runs it, so instances starting together may all run it.
 */
export async function recordBuyerIds(db: Db): Promise<void> {
  const users = db.collection<StoredUser>('users');
  for (const name of ['orders', 'quotes']) {
    const bought = db.collection<Bought>(name);
    const cursor = bought
      .find({ customerId: { $exists: false } }, { projection: { customerEmail: 1 } })
      .batchSize(BATCH);
    let batch: Bought[] = [];
    const flush = async () => {
      const emails = [...new Set(batch.map((doc) => doc.customerEmail))];
      const found = await users.find({ email: { $in: emails } }, { projection: { email: 1 } }).toArray();
      const idOf = new Map(found.map((user) => [user.email, user._id]));
      const updates = batch.flatMap((doc): AnyBulkWriteOperation<Bought>[] => {
        const customerId = idOf.get(doc.customerEmail);
        return customerId
          ? [{ updateOne: { filter: { _id: doc._id }, update: { $set: { customerId } } } }]
          : [];
      });
      batch = [];
      if (updates.length) await bought.bulkWrite(updates, { ordered: false });
    };
    for await (const doc of cursor) {
      batch.push(doc);
      if (batch.length === BATCH) await flush();
    }
    if (batch.length) await flush();
  }
}
