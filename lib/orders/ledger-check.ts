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
 * account; every payment applies exactly what it received (to invoices, or as credit), and no
 * invoice is paid beyond its amount. Orders whose booking is due (a crash, or one under way) are left to their next
 * placement. Each company's balance is the sum of its entries by construction (lib/ledger).
 */
export async function* unbalancedAccounts(): AsyncGenerator<LedgerProblem> {
  const booked = new Set<string>();
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
    batch.push(order);
    if (batch.length === BATCH) yield* check();
  }
  yield* check();
  const paid = new Map<string, number>();
  for await (const entry of streamAllEntries()) {
    if (entry.kind === 'invoice' && !booked.has(entry.orderId.toHexString()))
      yield { key: entry._id, problem: 'an invoice entry whose order is not a booked order on account' };
    if (entry.kind !== 'payment') continue;
    const applied = entry.applied.reduce((sum, one) => sum + one.cents, 0);
    if (applied + entry.unappliedCents !== -entry.amountCents)
      yield {
        key: entry._id,
        problem: `applies ${applied} + ${entry.unappliedCents} cents of ${-entry.amountCents} received`,
      };
    for (const one of entry.applied) paid.set(one.invoiceId, (paid.get(one.invoiceId) ?? 0) + one.cents);
  }
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
