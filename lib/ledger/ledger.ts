import 'server-only';
import type { Id } from '@/lib/db';
import { insertEntry, sumOfEntries } from './store/ledger-entries';

// A company's account (issue 35): an append-only ledger whose balance is the sum of its entries
// at every moment. Orders on account book their invoice here as it is issued.

/** Books an order's invoice on its company's account (once, however often it is called). */
export async function bookInvoice(invoice: {
  companyId: Id;
  orderId: Id;
  invoiceNumber: number;
  amountCents: number;
  issuedAt: Date;
  dueDay: string;
  poNumber?: string | undefined;
}): Promise<void> {
  await insertEntry({
    _id: `invoice:${invoice.orderId.toHexString()}`,
    companyId: invoice.companyId,
    kind: 'invoice',
    amountCents: invoice.amountCents,
    at: invoice.issuedAt,
    orderId: invoice.orderId,
    invoiceNumber: invoice.invoiceNumber,
    dueDay: invoice.dueDay,
    ...(invoice.poNumber ? { poNumber: invoice.poNumber } : {}),
  });
}

/** What the company owes on account now: the sum of its entries, in cents. */
export const accountBalanceCents = (companyId: Id): Promise<number> => sumOfEntries(companyId);
