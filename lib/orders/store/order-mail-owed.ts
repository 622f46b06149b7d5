import 'server-only';
import { ordersCollection } from './collections';
import type { Id } from '@/lib/db';
import type { OrderDoc } from './orders-doc';

const orders = ordersCollection;

/** The mail an order's move owes, added in the move's own write (see OrderDoc.mailToSend). */
export const owing = (cause: string | undefined) => (cause ? { $addToSet: { mailToSend: cause } } : {});

/** The mail of `cause` is in the outbox: the order owes it no more. */
export async function mailRecorded(id: Id, cause: string): Promise<void> {
  const collection = await orders();
  await collection.updateOne({ _id: id }, { $pull: { mailToSend: cause } });
  // Tidying: emptied, the field goes, so the sparse index holds only orders that owe mail. A crash
  // before this leaves an empty list, which ordersOwingMail does not take for owing anything.
  await collection.updateOne({ _id: id, mailToSend: { $size: 0 } }, { $unset: { mailToSend: '' } });
}

/** Orders that still owe mail (a crash came between their move and its mail), a few at a time. */
export async function ordersOwingMail(limit: number): Promise<OrderDoc[]> {
  return (await orders())
    .find({ 'mailToSend.0': { $exists: true } })
    .limit(limit)
    .toArray();
}
