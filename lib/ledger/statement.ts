import 'server-only';
import { addDays, daysBetween, storeDay, storeDayStart } from '@/lib/calendar';
import { csvChunks } from '@/lib/csv';
import type { Id } from '@/lib/db';
import { creditNoteLabel, invoiceLabel } from '@/lib/model';
import { centsToDollars } from '@/lib/selling';
import { entriesBetween, sumBefore, type LedgerEntryDoc } from './store/ledger-entries';

// A company's statement for any days (issue 35): the balance brought forward, every entry of the
// period with its reference and PO, the balance carried forward (the ledger's sum to the cent),
// and what is open at the end by how far past due (ageing).

export const STATEMENT_COLUMNS = ['Date', 'Entry', 'Reference', 'PO', 'Debit', 'Credit', 'Balance'] as const;
const BUCKETS = ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days'] as const;

const money = (cents: number) => centsToDollars(cents).toFixed(2);
/**
 * A balance as statements print it: what the company owes, or "CR" for credit in its favour (a
 * leading minus would be taken for a formula by spreadsheets, and escaped).
 */
const balanceText = (cents: number) => (cents < 0 ? `${money(-cents)} CR` : money(cents));

function bucketOf(dueDay: string, endDay: string): number {
  const late = daysBetween(dueDay, endDay);
  return late <= 0 ? 0 : late <= 30 ? 1 : late <= 60 ? 2 : late <= 90 ? 3 : 4;
}

const describe = (entry: LedgerEntryDoc) =>
  entry.kind === 'invoice'
    ? {
        day: storeDay(entry.at),
        what: `Invoice ${invoiceLabel(entry.invoiceNumber)}, due ${entry.dueDay}`,
        ref: invoiceLabel(entry.invoiceNumber),
        po: entry.poNumber ?? '',
      }
    : entry.kind === 'credit-note'
      ? {
          day: storeDay(entry.at),
          what: `Credit note ${creditNoteLabel(entry.creditNoteNumber)} on ${invoiceLabel(entry.invoiceNumber)}`,
          ref: creditNoteLabel(entry.creditNoteNumber),
          po: '',
        }
      : { day: entry.valueDay, what: 'Payment received', ref: entry.reference, po: '' };

/**
 * The statement of `companyId` from `fromDay` to `toDay` (store days, both included) as CSV chunks.
 * Entries come from a cursor; what is open per invoice (for the ageing) is kept for the company's
 * invoices booked by the end.
 */
export async function* statementCsv(companyId: Id, fromDay: string, toDay: string): AsyncGenerator<string> {
  const start = storeDayStart(fromDay);
  const end = storeDayStart(addDays(toDay, 1));
  const opening = await sumBefore(companyId, start);
  const open = new Map<string, { cents: number; dueDay: string }>();
  let balance = opening;
  async function* rows(): AsyncGenerator<unknown[]> {
    yield [fromDay, 'Balance brought forward', '', '', '', '', balanceText(opening)];
    for await (const entry of entriesBetween(companyId, new Date(0), end)) {
      if (entry.kind === 'invoice') open.set(entry._id, { cents: entry.amountCents, dueDay: entry.dueDay });
      else
        for (const one of entry.applied) {
          const invoice = open.get(one.invoiceId);
          if (invoice) invoice.cents -= one.cents;
        }
      if (entry.at < start) continue;
      balance += entry.amountCents;
      const { day, what, ref, po } = describe(entry);
      const [debit, credit] =
        entry.amountCents >= 0 ? [money(entry.amountCents), ''] : ['', money(-entry.amountCents)];
      yield [day, what, ref, po, debit, credit, balanceText(balance)];
    }
    yield [toDay, 'Balance carried forward', '', '', '', '', balanceText(balance)];
    const ageing = [0, 0, 0, 0, 0];
    for (const invoice of open.values())
      if (invoice.cents > 0) ageing[bucketOf(invoice.dueDay, toDay)]! += invoice.cents;
    yield [];
    yield [toDay, 'Open invoices by days past due'];
    for (const [i, bucket] of BUCKETS.entries()) yield ['', bucket, '', '', money(ageing[i]!)];
  }
  yield* csvChunks(STATEMENT_COLUMNS, rows(), (row) => row);
}
