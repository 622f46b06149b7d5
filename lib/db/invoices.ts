import 'server-only';
import { PAID_STATUSES } from '@/lib/model/order-status';
import { ordersCollection } from './collections';
import { nextInSequence } from './counters';
import type { OrderDoc } from './orders';
import type { Id } from './ids';
import { AppError } from '@/lib/model/app-error';

/** A claim older than this is taken to be a crashed request's, and may be taken over. */
const CLAIM_MS = 10_000;
const WAIT_MS = 25;
const MAX_WAITS = 400;

/**
 * The order's invoice number and date, issuing them on the first call. Numbers come from one
 * counter, so they are unique and rise in the order invoices are issued. Of concurrent first
 * calls, only the one that claims the order draws a number (the others wait for it), so a burst
 * of downloads leaves no gap in the sequence; a claim whose holder died is taken over after 10 s.
 */
export async function issueInvoiceNumber(
  id: Id,
): Promise<Required<Pick<OrderDoc, 'invoiceNumber' | 'invoicedAt'>>> {
  const orders = await ordersCollection();
  for (let attempt = 0; attempt < MAX_WAITS; attempt += 1) {
    const order = await orders.findOne(
      { _id: id },
      { projection: { invoiceNumber: 1, invoicedAt: 1, status: 1 } },
    );
    // Deleted (cancelled) before its first invoice: there is none to issue.
    if (!order || order.status === 'cancelled') throw new AppError('not_found:order');
    if (order.invoiceNumber !== undefined && order.invoicedAt)
      return { invoiceNumber: order.invoiceNumber, invoicedAt: order.invoicedAt };
    const now = new Date();
    const claimed = await orders.updateOne(
      {
        _id: id,
        // Only a paid order is invoiced; a delete racing this claim finds it claimed and refuses.
        status: { $in: [...PAID_STATUSES] },
        invoiceNumber: { $exists: false },
        $or: [
          { invoiceClaimAt: { $exists: false } },
          { invoiceClaimAt: { $lt: new Date(now.getTime() - CLAIM_MS) } },
        ],
      },
      { $set: { invoiceClaimAt: now } },
    );
    if (claimed.modifiedCount === 1) {
      const invoiceNumber = await nextInSequence('invoice');
      await orders.updateOne(
        { _id: id },
        { $set: { invoiceNumber, invoicedAt: now }, $unset: { invoiceClaimAt: '' } },
      );
      return { invoiceNumber, invoicedAt: now };
    }
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
  }
  throw new AppError(
    'unavailable',
    'The invoice is being issued. Please try again in a moment.',
    undefined,
    2,
  );
}
