import 'server-only';
import { PAID_STATUSES, AppError, isPaid } from '@/lib/model';
import { ordersCollection } from './collections';
import { issueOnce } from '@/lib/db';
import type { OrderDoc } from './orders-doc';
import type { Id } from '@/lib/db';

type Issued = Required<Pick<OrderDoc, 'invoiceNumber' | 'invoicedAt'>>;

/**
 * The order's invoice number and date, issuing them on the first call (./numbering.ts: one
 * counter, numbers rise in the order invoices are issued, no gap).
 */
export async function issueInvoiceNumber(id: Id): Promise<Issued> {
  const orders = await ordersCollection();
  return issueOnce<Issued>({
    sequence: 'invoice',
    async issued() {
      const order = await orders.findOne(
        { _id: id },
        {
          projection: {
            invoiceNumber: 1,
            invoicedAt: 1,
            status: 1,
            settlement: 1,
            paidAt: 1,
            refundCount: 1,
          },
        },
      );
      // Deleted (cancelled) before its first invoice: there is none to issue, unless it was paid
      // and refunded (deleted before refunds kept orders: lib/orders/deletable.ts): its credit
      // notes name the invoice they correct.
      if (!order || (order.status === 'cancelled' && !(isPaid(order) && order.refundCount)))
        throw new AppError('not_found:order');
      return order.invoiceNumber !== undefined && order.invoicedAt
        ? { invoiceNumber: order.invoiceNumber, invoicedAt: order.invoicedAt }
        : null;
    },
    async claim(now, stale) {
      const claimed = await orders.updateOne(
        {
          _id: id,
          // Only a paid order is invoiced (or a refunded one deleted, above); a delete racing this
          // claim finds it claimed and refuses.
          $and: [
            {
              $or: [
                { status: { $in: [...PAID_STATUSES] } },
                { status: 'cancelled', paidAt: { $exists: true }, refundCount: { $gt: 0 } },
              ],
            },
            { $or: [{ invoiceClaimAt: { $exists: false } }, { invoiceClaimAt: { $lt: stale } }] },
          ],
          invoiceNumber: { $exists: false },
        },
        { $set: { invoiceClaimAt: now } },
      );
      return claimed.modifiedCount === 1;
    },
    async write(invoiceNumber, now) {
      await orders.updateOne(
        { _id: id },
        { $set: { invoiceNumber, invoicedAt: now }, $unset: { invoiceClaimAt: '' } },
      );
      return { invoiceNumber, invoicedAt: now };
    },
    busy: 'The invoice is being issued. Please try again in a moment.',
  });
}
