import 'server-only';
import { MongoServerError } from 'mongodb';
import { collection, type Id } from '@/lib/db';

/**
 * One line of a company's account (issue 35), never changed or deleted once written: an invoice
 * (what it owes, +), and later payments and credit notes (−) and reversals of wrong ones. Its `_id`
 * names the event it books (`invoice:<orderId>`), so booking the same event twice books it once.
 */
type Entry = {
  _id: string;
  companyId: Id;
  /** Cents the company owes more (+) or less (−) by this entry. */
  amountCents: number;
  /** When it was booked. */
  at: Date;
};

/** An invoice issued on account: `_id` `invoice:<orderId>`. */
export type InvoiceEntryDoc = Entry & {
  kind: 'invoice';
  orderId: Id;
  invoiceNumber: number;
  /** The store day it is due. */
  dueDay: string;
  poNumber?: string;
};

/** How much of an entry that lowers the balance went to which invoice, and what to none (credit). */
type Applying = {
  /** Each invoice it paid towards, with that invoice's due day (what is overdue is summed by it). */
  applied: { invoiceId: string; orderId: Id; invoiceNumber: number; cents: number; dueDay?: string }[];
  unappliedCents: number;
};

/**
 * Money received (a bank transfer a store admin records): `amountCents` is minus what came in.
 * How much of it went to which invoice is decided when it is booked and kept with it; what went
 * to none is credit in the company's favour.
 */
export type PaymentEntryDoc = Entry &
  Applying & {
    kind: 'payment';
    /** The store day the money arrived (the bank's value date). */
    valueDay: string;
    reference: string;
    recordedBy: string;
  };

/**
 * A refund of an order on account: a credit note (`_id` `credit-note:<refundId>`), minus what was
 * given back, applied to the order's invoice as far as it is open; the rest is credit.
 */
export type CreditNoteEntryDoc = Entry &
  Applying & {
    kind: 'credit-note';
    orderId: Id;
    refundId: Id;
    creditNoteNumber: number;
    invoiceNumber: number;
  };

/**
 * Credit in the company's favour (what payments and credit notes left unapplied) put towards an
 * invoice that was open: `_id` `allocation:<the entry that caused it>`. It moves nothing on the
 * balance (`amountCents` 0); its `unappliedCents` is minus what it applied (that credit is spent).
 */
export type AllocationEntryDoc = Entry &
  Applying & {
    kind: 'allocation';
  };

/**
 * A payment booked by mistake, undone (`_id` `reversal:<paymentId>`): plus what it received, and
 * minus what it applied (those invoices are open again), and the credit it left (or, spent meanwhile
 * by an allocation, taken back from the invoices that allocation paid).
 */
export type ReversalEntryDoc = Entry &
  Applying & {
    kind: 'reversal';
    reverses: string;
    /** The reversed payment's bank reference. */
    reference: string;
    reason: string;
    recordedBy: string;
  };

/** The kinds of entry that pay invoices down, or up again (their `applied`). */
const APPLYING_KINDS = ['payment', 'credit-note', 'allocation', 'reversal'];

export type LedgerEntryDoc =
  InvoiceEntryDoc | PaymentEntryDoc | CreditNoteEntryDoc | AllocationEntryDoc | ReversalEntryDoc;

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

/** One entry by its id (a payment booked by a request retried). */
export async function findEntry(id: string): Promise<LedgerEntryDoc | null> {
  return (await entries()).findOne({ _id: id });
}

/** A company's payments booked with this bank reference (two at most: one is the answer). */
export async function findPaymentsByReference(companyId: Id, reference: string): Promise<PaymentEntryDoc[]> {
  return (await entries()).find({ companyId, kind: 'payment', reference }).limit(2).toArray() as Promise<
    PaymentEntryDoc[]
  >;
}

/** A company's credit allocations, the latest first, from a cursor (a reversal takes them back). */
export async function* latestAllocations(companyId: Id): AsyncGenerator<AllocationEntryDoc> {
  yield* (await entries())
    .find({ companyId, kind: 'allocation' })
    .sort({ at: -1, _id: -1 }) as AsyncIterable<AllocationEntryDoc>;
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
export async function findInvoiceEntries(orderIds: Id[]): Promise<InvoiceEntryDoc[]> {
  return (await entries())
    .find({ _id: { $in: orderIds.map((id) => `invoice:${id.toHexString()}`) }, kind: 'invoice' })
    .toArray() as Promise<InvoiceEntryDoc[]>;
}

/** What payments and credit notes applied to each of these invoices (by entry id), in cents. */
export async function paidTowards(invoiceIds: string[]): Promise<Map<string, number>> {
  const rows = await (
    await entries()
  )
    .aggregate<{ _id: string; cents: number }>([
      { $match: { kind: { $in: APPLYING_KINDS }, 'applied.invoiceId': { $in: invoiceIds } } },
      { $unwind: '$applied' },
      { $match: { 'applied.invoiceId': { $in: invoiceIds } } },
      { $group: { _id: '$applied.invoiceId', cents: { $sum: '$applied.cents' } } },
    ])
    .toArray();
  return new Map(rows.map((row) => [row._id, row.cents]));
}

/**
 * A company's invoice entries, oldest due first (a payment is applied to them in that order). All
 * of them: a payment is a store admin's occasional act; a running amount paid per invoice would
 * spare this read for companies with many invoices.
 */
export async function findCompanyInvoices(companyId: Id): Promise<InvoiceEntryDoc[]> {
  return (await entries())
    .find({ companyId, kind: 'invoice' })
    .sort({ dueDay: 1, at: 1, _id: 1 })
    .toArray() as Promise<InvoiceEntryDoc[]>;
}

/**
 * What is still open of a company's invoices due before `day`: their amounts less what payments and
 * credit notes applied to them. Two sums the database makes over the company's entries (like its balance);
 * nothing of its history is read into memory.
 */
export async function openDueBefore(companyId: Id, day: string): Promise<number> {
  const collection = await entries();
  const [[owed], [paid]] = await Promise.all([
    collection
      .aggregate<{ cents: number }>([
        { $match: { companyId, kind: 'invoice', dueDay: { $lt: day } } },
        { $group: { _id: null, cents: { $sum: '$amountCents' } } },
      ])
      .toArray(),
    collection
      .aggregate<{ cents: number }>([
        { $match: { companyId, kind: { $in: APPLYING_KINDS }, 'applied.dueDay': { $lt: day } } },
        { $unwind: '$applied' },
        { $match: { 'applied.dueDay': { $lt: day } } },
        { $group: { _id: null, cents: { $sum: '$applied.cents' } } },
      ])
      .toArray(),
  ]);
  return (owed?.cents ?? 0) - (paid?.cents ?? 0);
}

/** The company's credit not yet put towards an invoice: what its entries left unapplied, in cents. */
export async function unappliedCredit(companyId: Id): Promise<number> {
  const [sum] = await (
    await entries()
  )
    .aggregate<{ cents: number }>([
      { $match: { companyId, kind: { $in: APPLYING_KINDS } } },
      { $group: { _id: null, cents: { $sum: '$unappliedCents' } } },
    ])
    .toArray();
  return sum?.cents ?? 0;
}

/** What a company owed from its entries booked before `at` (a statement's balance brought forward). */
export async function sumBefore(companyId: Id, at: Date): Promise<number> {
  const [sum] = await (
    await entries()
  )
    .aggregate<{ cents: number }>([
      { $match: { companyId, at: { $lt: at } } },
      { $group: { _id: null, cents: { $sum: '$amountCents' } } },
    ])
    .toArray();
  return sum?.cents ?? 0;
}

/** A company's entries booked in [from, to), oldest first, from a cursor. */
export async function* entriesBetween(companyId: Id, from: Date, to: Date): AsyncGenerator<LedgerEntryDoc> {
  yield* (await entries()).find({ companyId, at: { $gte: from, $lt: to } }).sort({ at: 1, _id: 1 });
}

/** Every entry, from a cursor, for the books check. */
export async function* streamAllEntries(): AsyncGenerator<LedgerEntryDoc> {
  yield* (await entries()).find({});
}
