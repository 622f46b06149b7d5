import 'server-only';
import { MongoServerError } from 'mongodb';
import { collection, type Id } from '@/lib/db';

/**
 * One line of a company's account (issue 35), never changed or deleted once written: an invoice
 * (what it owes, +), and later payments and credit notes (−) and reversals of wrong ones. Its `_id`
 * names the event it books (`invoice:<orderId>`), so booking the same event twice books it once.
 */
export type LedgerEntryDoc = {
  _id: string;
  companyId: Id;
  kind: 'invoice';
  /** Cents the company owes more (+) or less (−) by this entry. */
  amountCents: number;
  /** When it was booked (an invoice: when it was issued). */
  at: Date;
  orderId: Id;
  invoiceNumber: number;
  /** The store day an invoice is due. */
  dueDay: string;
  poNumber?: string;
};

/** lib/ledger's table: only this file reads or writes it. */
const entries = collection<LedgerEntryDoc>('ledger_entries');

/** Books `entry` once: false when its event was booked already. */
export async function insertEntry(entry: LedgerEntryDoc): Promise<boolean> {
  try {
    await (await entries()).insertOne(entry);
    return true;
  } catch (error) {
    if (error instanceof MongoServerError && error.code === 11000) return false;
    throw error;
  }
}

/** The sum of a company's entries: what it owes on account now (negative: credit in its favour). */
export async function sumOfEntries(companyId: Id): Promise<number> {
  const [sum] = await (
    await entries()
  )
    .aggregate<{ cents: number }>([
      { $match: { companyId } },
      { $group: { _id: null, cents: { $sum: '$amountCents' } } },
    ])
    .toArray();
  return sum?.cents ?? 0;
}

/** The entries booking these orders' invoices (the books check: each on-account order has one). */
export async function findInvoiceEntries(orderIds: Id[]): Promise<LedgerEntryDoc[]> {
  return (await entries())
    .find({ _id: { $in: orderIds.map((id) => `invoice:${id.toHexString()}`) } })
    .toArray();
}

/** Every entry, from a cursor, for the books check. */
export async function* streamAllEntries(): AsyncGenerator<LedgerEntryDoc> {
  yield* (await entries()).find({});
}
