import 'server-only';
import type { Db } from 'mongodb';
import type { StoredUser } from './stored-shapes';

/**
 * Sign-ups are confirmed by a mailed link from now on (decision 0026); accounts that existed
 * before were never asked to. Holding their order mail until they confirm would silently stop
 * the mail of customers who have been receiving it all along, with no confirmation mail ever sent
 * them; so their addresses keep receiving mail (`addressGrandfathered`). Their `emailVerified`
 * stays as it was: nobody proved the address, and a Google sign-in must still remove a password
 * set before it was verified. One conditional write, safe on several instances at once.
 */
export async function grandfatherAddresses(db: Db): Promise<void> {
  await db
    .collection<StoredUser>('users')
    .updateMany(
      { emailVerified: null, addressGrandfathered: { $exists: false } },
      { $set: { addressGrandfathered: new Date() } },
    );
}
