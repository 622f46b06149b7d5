import 'server-only';
import { toId, type Id } from '@/lib/db';
import { findInvoiceEntries, streamAllEntries } from '@/lib/ledger';
import { streamOnAccount } from './store/order-payments';

/** An account whose entries do not match its orders: one line to print. */
export type LedgerProblem = { key: string; problem: string };

const BATCH = 500;

/**
 * The account books (issue 35): every order on account whose invoice is booked has exactly its
 * invoice entry, for its total, on its company's account; every invoice entry books an order on
 * account; every refund of one that went through has its credit note, for its amount; every
 * payment and credit note applies exactly its amount (to invoices, or as credit), and no invoice is
 * paid beyond its amount. Orders whose booking is due (a crash, or one under way) are left to their next
 * placement. Each company's balance is the sum of its entries by construction (lib/ledger).
 */
export async function* unbalancedAccounts(): AsyncGenerator<LedgerProblem> {
  const booked = new Set<string>();
  /** Each refund of an order on account that went through and is booked: its credit note's amount. */
  const notes = new Map<string, number>();
  let batch: { _id: Id; totalCents: number; company?: { id: Id } }[] = [];
  async function* check() {
    const entries = new Map(
      (await findInvoiceEntries(batch.map((order) => order._id))).map((entry) => [
        entry.orderId.toHexString(),
        entry,
      ]),
    );
    for (const order of batch) {
      const id = order._id.toHexString();
      const entry = entries.get(id);
      if (!entry) yield { key: id, problem: 'an order on account with no invoice on its company’s account' };
      else if (entry.amountCents !== order.totalCents || !order.company?.id.equals(entry.companyId))
        yield {
          key: id,
          problem: `its invoice entry books ${entry.amountCents} cents, the order is ${order.totalCents}`,
        };
    }
    batch = [];
  }
  for await (const order of streamOnAccount()) {
    if (order.bookDue || order.status === 'placing') continue;
    booked.add(order._id.toHexString());
    for (const refund of order.refunds ?? [])
      if (refund.status === 'succeeded' && !refund.bookDue)
        notes.set(`credit-note:${refund._id.toHexString()}`, refund.amountCents);
    batch.push(order);
    if (batch.length === BATCH) yield* check();
  }
  yield* check();
  const paid = new Map<string, number>();
  for await (const entry of streamAllEntries()) {
    if (entry.kind === 'invoice' && !booked.has(entry.orderId.toHexString()))
      yield { key: entry._id, problem: 'an invoice entry whose order is not a booked order on account' };
    if (entry.kind === 'invoice') continue;
    if (entry.kind === 'credit-note') {
      const refunded = notes.get(entry._id);
      notes.delete(entry._id);
      if (refunded !== -entry.amountCents)
        yield {
          key: entry._id,
          problem: `a credit note of ${-entry.amountCents} cents for a refund of ${refunded ?? 'no'} cents`,
        };
    }
    const applied = entry.applied.reduce((sum, one) => sum + one.cents, 0);
    if (applied + entry.unappliedCents !== -entry.amountCents)
      yield {
        key: entry._id,
        problem: `applies ${applied} + ${entry.unappliedCents} cents of ${-entry.amountCents} received`,
      };
    for (const one of entry.applied) paid.set(one.invoiceId, (paid.get(one.invoiceId) ?? 0) + one.cents);
  }
  for (const id of notes.keys())
    yield { key: id, problem: 'a refund of an order on account with no credit note on its account' };
  const ids = [...paid.keys()];
  for (let at = 0; at < ids.length; at += BATCH) {
    const chunk = ids.slice(at, at + BATCH);
    const invoices = new Map(
      (await findInvoiceEntries(chunk.map((id) => toId(id.slice('invoice:'.length))))).map((invoice) => [
        invoice._id,
        invoice,
      ]),
    );
    for (const invoiceId of chunk) {
      const cents = paid.get(invoiceId)!;
      const invoice = invoices.get(invoiceId);
      if (!invoice || cents > invoice.amountCents)
        yield {
          key: invoiceId,
          problem: `payments apply ${cents} cents to an invoice of ${invoice?.amountCents ?? 0}`,
        };
    }
  }
}
