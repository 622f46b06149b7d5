import 'server-only';
import type { Id } from '@/lib/db';
import { findInvoiceEntries, streamAllEntries } from '@/lib/ledger';
import { streamOnAccount } from './store/order-payments';

/** An account whose entries do not match its orders: one line to print. */
export type LedgerProblem = { key: string; problem: string };

const BATCH = 500;

/**
 * The account books (issue 35): every order on account whose invoice is booked has exactly its
 * invoice entry, for its total, on its company's account; every invoice entry books an order on
 * account. Orders whose booking is due (a crash, or one under way) are left to their next
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
  for await (const entry of streamAllEntries())
    if (entry.kind === 'invoice' && !booked.has(entry.orderId.toHexString()))
      yield { key: entry._id, problem: 'an invoice entry whose order is not a booked order on account' };
}
