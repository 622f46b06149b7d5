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
export const AGEING_BUCKETS = ['Current', '1-30 days', '31-60 days', '61-90 days', 'Over 90 days'] as const;

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

const describe = (
  entry: Exclude<LedgerEntryDoc, { kind: 'allocation' }>,
): Pick<StatementLine, 'day' | 'what' | 'ref' | 'po'> =>
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
      : entry.kind === 'reversal'
        ? { day: storeDay(entry.at), what: `Payment reversed: ${entry.reason}`, ref: entry.reference, po: '' }
        : { day: entry.valueDay, what: 'Payment received', ref: entry.reference, po: '' };

/** One line of a statement: an entry, or the balance brought or carried forward (no amount). */
export type StatementLine = {
  day: string;
  what: string;
  ref: string;
  po: string;
  /** What the entry adds (+, a debit) or takes off (−, a credit); null on a balance line. */
  amountCents: number | null;
  balanceCents: number;
};

/** What is open at the statement's end, by how far past due: one amount per AGEING_BUCKETS bucket. */
export type StatementAgeing = number[];

/**
 * The statement of `companyId` from `fromDay` to `toDay` (store days, both included): its lines
 * in order (the balance brought forward, each entry of the period, the balance carried forward),
 * then its ageing. Entries come from a cursor; what is open per invoice (for the ageing) is kept
 * for the company's invoices booked by the end.
 */
export async function* statementLines(
  companyId: Id,
  fromDay: string,
  toDay: string,
): AsyncGenerator<StatementLine, StatementAgeing> {
  const start = storeDayStart(fromDay);
  const end = storeDayStart(addDays(toDay, 1));
  const opening = await sumBefore(companyId, start);
  const open = new Map<string, { cents: number; dueDay: string }>();
  let balance = opening;
  const forward = { ref: '', po: '', amountCents: null };
  yield { day: fromDay, what: 'Balance brought forward', ...forward, balanceCents: opening };
  for await (const entry of entriesBetween(companyId, new Date(0), end)) {
    if (entry.kind === 'invoice') open.set(entry._id, { cents: entry.amountCents, dueDay: entry.dueDay });
    else
      for (const one of entry.applied) {
        const invoice = open.get(one.invoiceId);
        if (invoice) invoice.cents -= one.cents;
      }
    // Credit put towards an invoice moves nothing on the balance: it shows in the ageing only.
    if (entry.at < start || entry.kind === 'allocation') continue;
    balance += entry.amountCents;
    yield { ...describe(entry), amountCents: entry.amountCents, balanceCents: balance };
  }
  yield { day: toDay, what: 'Balance carried forward', ...forward, balanceCents: balance };
  const ageing = AGEING_BUCKETS.map(() => 0);
  for (const invoice of open.values())
    if (invoice.cents > 0) ageing[bucketOf(invoice.dueDay, toDay)]! += invoice.cents;
  return ageing;
}

/** The statement (./statementLines) as CSV chunks. */
export async function* statementCsv(companyId: Id, fromDay: string, toDay: string): AsyncGenerator<string> {
  async function* rows(): AsyncGenerator<unknown[]> {
    const lines = statementLines(companyId, fromDay, toDay);
    let next = await lines.next();
    for (; !next.done; next = await lines.next()) {
      const { day, what, ref, po, amountCents, balanceCents } = next.value;
      const [debit, credit] =
        amountCents === null
          ? ['', '']
          : amountCents >= 0
            ? [money(amountCents), '']
            : ['', money(-amountCents)];
      yield [day, what, ref, po, debit, credit, balanceText(balanceCents)];
    }
    yield [];
    yield [toDay, 'Open invoices by days past due'];
    for (const [i, bucket] of AGEING_BUCKETS.entries()) yield ['', bucket, '', '', money(next.value[i]!)];
  }
  yield* csvChunks(STATEMENT_COLUMNS, rows(), (row) => row);
}
