import 'server-only';
import { randomUUID } from 'node:crypto';
import { underLock, type Id } from '@/lib/db';
import { AppError, invoiceLabel } from '@/lib/model';
import {
  findCompanyInvoices,
  findEntry,
  findInvoiceEntries,
  insertEntry,
  paidTowards,
  sumOfEntries,
  unappliedCredit,
  type InvoiceEntryDoc,
  type PaymentEntryDoc,
} from './store/ledger-entries';
import { scheduleReminders } from './reminders';

// A company's account (issue 35): an append-only ledger whose balance is the sum of its entries
// at every moment. Orders on account book their invoice here as it is issued.

/**
 * Books an order's invoice on its company's account (once, however often it is called), schedules
 * its reminders to `buyer` (./reminders.ts), and puts the company's credit towards it. Called under
 * the account's lock.
 */
export async function bookInvoice(
  invoice: {
    companyId: Id;
    orderId: Id;
    orderNumber?: number | undefined;
    invoiceNumber: number;
    amountCents: number;
    issuedAt: Date;
    dueDay: string;
    poNumber?: string | undefined;
  },
  buyer: { email: string; name: string },
): Promise<void> {
  const entry: InvoiceEntryDoc = {
    _id: `invoice:${invoice.orderId.toHexString()}`,
    companyId: invoice.companyId,
    kind: 'invoice',
    amountCents: invoice.amountCents,
    at: invoice.issuedAt,
    orderId: invoice.orderId,
    invoiceNumber: invoice.invoiceNumber,
    dueDay: invoice.dueDay,
    ...(invoice.poNumber ? { poNumber: invoice.poNumber } : {}),
  };
  await insertEntry(entry);
  await scheduleReminders(entry, buyer, invoice.orderNumber);
  // Credit the company has (an overpayment, a credit note) pays it down at once.
  await allocateCredit(invoice.companyId, entry._id);
}

/** What the company owes on account now: the sum of its entries, in cents. */
export const accountBalanceCents = (companyId: Id): Promise<number> => sumOfEntries(companyId);

/** The lock every change to a company's account takes (orders on account, payments): one at a time. */
export const accountLock = (companyId: Id) => `credit:${companyId.toHexString()}`;

/** An invoice's state, derived from the ledger (never set by hand). */
export type InvoiceState = 'open' | 'partly paid' | 'paid' | 'overdue';

export type InvoiceStanding = {
  invoiceNumber: number;
  amountCents: number;
  paidCents: number;
  dueDay: string;
  state: InvoiceState;
};

const stateOf = (amountCents: number, paidCents: number, dueDay: string, today: string): InvoiceState =>
  paidCents >= amountCents ? 'paid' : dueDay < today ? 'overdue' : paidCents > 0 ? 'partly paid' : 'open';

/** Where these orders' invoices on account stand `today` (a store day), by order id. */
export async function invoiceStandings(orderIds: Id[], today: string): Promise<Map<string, InvoiceStanding>> {
  const invoices = await findInvoiceEntries(orderIds);
  const paid = await paidTowards(invoices.map((invoice) => invoice._id));
  return new Map(
    invoices.map((invoice) => {
      const paidCents = paid.get(invoice._id) ?? 0;
      return [
        invoice.orderId.toHexString(),
        {
          invoiceNumber: invoice.invoiceNumber,
          amountCents: invoice.amountCents,
          paidCents,
          dueDay: invoice.dueDay,
          state: stateOf(invoice.amountCents, paidCents, invoice.dueDay, today),
        },
      ];
    }),
  );
}

/**
 * `cents` put towards `invoices` in their order, each as far as it is still open (`paid`: what
 * was applied to each before); what is `left` went to none.
 */
function applyInOrder(
  invoices: readonly InvoiceEntryDoc[],
  paid: ReadonlyMap<string, number>,
  cents: number,
) {
  let left = cents;
  const applied: Applied = [];
  for (const invoice of invoices) {
    if (left === 0) break;
    const open = invoice.amountCents - (paid.get(invoice._id) ?? 0);
    if (open <= 0) continue;
    const part = Math.min(open, left);
    applied.push({
      invoiceId: invoice._id,
      orderId: invoice.orderId,
      invoiceNumber: invoice.invoiceNumber,
      cents: part,
      dueDay: invoice.dueDay,
    });
    left -= part;
  }
  return { applied, left };
}

type Applied = PaymentEntryDoc['applied'];

/**
 * Puts the company's credit (what payments and credit notes left unapplied) towards its open
 * invoices, oldest due first, once per `cause` (the entry after which it is done: an invoice just
 * booked, a credit note). Called under the account's lock.
 */
export async function allocateCredit(companyId: Id, cause: string): Promise<void> {
  const id = `allocation:${cause}`;
  if (await findEntry(id)) return;
  const credit = await unappliedCredit(companyId);
  if (credit <= 0) return;
  const invoices = await findCompanyInvoices(companyId);
  const paid = await paidTowards(invoices.map((invoice) => invoice._id));
  const { applied, left } = applyInOrder(invoices, paid, credit);
  if (applied.length === 0) return;
  await insertEntry({
    _id: id,
    companyId,
    kind: 'allocation',
    amountCents: 0,
    at: new Date(),
    applied,
    unappliedCents: -(credit - left),
  });
}

/**
 * Books money received on a company's account (a store admin records a bank transfer), applied
 * to its open invoices oldest due first, or to `first` (an invoice number) before the others; a
 * part payment leaves the rest open, and what is left over stays as credit in the company's
 * favour. Under the account's lock, so two payments never apply the same open amount twice.
 */
export async function bookPayment(payment: {
  companyId: Id;
  amountCents: number;
  valueDay: string;
  reference: string;
  first?: number | undefined;
  recordedBy: string;
  /** The request's Idempotency-Key: the entry is named by it, so a retry books nothing twice. */
  requestKey?: string | null;
}): Promise<PaymentEntryDoc> {
  const id = `payment:${payment.companyId.toHexString()}:${payment.requestKey ?? randomUUID()}`;
  return underLock(
    accountLock(payment.companyId),
    async () => {
      const booked = await findEntry(id);
      if (booked?.kind === 'payment') return booked;
      const invoices = await findCompanyInvoices(payment.companyId);
      const paid = await paidTowards(invoices.map((invoice) => invoice._id));
      const ordered =
        payment.first === undefined
          ? invoices
          : [
              ...invoices.filter((invoice) => invoice.invoiceNumber === payment.first),
              ...invoices.filter((invoice) => invoice.invoiceNumber !== payment.first),
            ];
      if (payment.first !== undefined && ordered[0]?.invoiceNumber !== payment.first)
        throw new AppError('not_found:invoice', `This company has no invoice ${invoiceLabel(payment.first)}`);
      const { applied, left } = applyInOrder(ordered, paid, payment.amountCents);
      const entry: PaymentEntryDoc = {
        _id: id,
        companyId: payment.companyId,
        kind: 'payment',
        amountCents: -payment.amountCents,
        at: new Date(),
        valueDay: payment.valueDay,
        reference: payment.reference,
        applied,
        unappliedCents: left,
        recordedBy: payment.recordedBy,
      };
      await insertEntry(entry);
      return entry;
    },
    'A payment or an order on account of this company is being booked. Please try again in a moment.',
  );
}
