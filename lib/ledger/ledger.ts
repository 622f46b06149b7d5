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
  type InvoiceEntryDoc,
  type PaymentEntryDoc,
} from './store/ledger-entries';
import { scheduleReminders } from './reminders';

// A company's account (issue 35): an append-only ledger whose balance is the sum of its entries
// at every moment. Orders on account book their invoice here as it is issued.

/**
 * Books an order's invoice on its company's account (once, however often it is called), and
 * schedules its reminders to `buyer` (./reminders.ts).
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
      let left = payment.amountCents;
      const applied: PaymentEntryDoc['applied'] = [];
      for (const invoice of ordered) {
        const open = invoice.amountCents - (paid.get(invoice._id) ?? 0);
        if (left === 0) break;
        if (open <= 0) continue;
        const cents = Math.min(open, left);
        applied.push({
          invoiceId: invoice._id,
          orderId: invoice.orderId,
          invoiceNumber: invoice.invoiceNumber,
          cents,
          dueDay: invoice.dueDay,
        });
        left -= cents;
      }
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
