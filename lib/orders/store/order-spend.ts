import 'server-only';
import type { Id } from '@/lib/db';
import { ordersCollection } from './collections';

/** An order's succeeded refunds added up, inside the aggregation (failed and pending give nothing back). */
const REFUNDED = {
  $sum: {
    $map: {
      input: {
        $filter: {
          input: { $ifNull: ['$refunds', []] },
          as: 'refund',
          cond: { $eq: ['$$refund.status', 'succeeded'] },
        },
      },
      as: 'refund',
      in: '$$refund.amountCents',
    },
  },
};

/**
 * What one buyer spent for a company since `since`: their orders for it placed since then and not
 * cancelled (unpaid ones too: they may still be paid), less their succeeded refunds. One
 * aggregation over the buyer's orders index (customerEmail, createdAt): on MongoDB it reads their
 * orders of the period only (the local stand-in scans the collection: docs/features.md).
 */
export async function sumSpentSince(customerEmail: string, companyId: Id, since: Date): Promise<number> {
  const [sum] = await (
    await ordersCollection()
  )
    .aggregate<{ placed: number; refunded: number }>([
      {
        $match: {
          customerEmail,
          createdAt: { $gte: since },
          'company.id': companyId,
          status: { $ne: 'cancelled' },
        },
      },
      { $group: { _id: null, placed: { $sum: '$totalCents' }, refunded: { $sum: REFUNDED } } },
    ])
    .toArray();
  return sum ? sum.placed - sum.refunded : 0;
}
