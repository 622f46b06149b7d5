import 'server-only';
import type { Id } from '@/lib/db';
import { ordersCollection } from './collections';

/**
 * What one buyer spent for a company since `since`: their orders for it placed since then and not
 * cancelled (unpaid ones too: they may still be paid), less their succeeded refunds. Read through
 * the buyer's orders index (customerEmail, createdAt), so it costs their orders of the period only.
 */
export async function sumSpentSince(customerEmail: string, companyId: Id, since: Date): Promise<number> {
  const match = {
    customerEmail,
    createdAt: { $gte: since },
    'company.id': companyId,
    status: { $ne: 'cancelled' as const },
  };
  const orders = await ordersCollection();
  const [placed = [], refunded = []] = await Promise.all([
    orders.aggregate<{ cents: number }>([
      { $match: match },
      { $group: { _id: null, cents: { $sum: '$totalCents' } } },
    ]),
    orders.aggregate<{ cents: number }>([
      { $match: { ...match, 'refunds.status': 'succeeded' } },
      { $unwind: '$refunds' },
      { $match: { 'refunds.status': 'succeeded' } },
      { $group: { _id: null, cents: { $sum: '$refunds.amountCents' } } },
    ]),
  ].map((cursor) => cursor.toArray()));
  return (placed[0]?.cents ?? 0) - (refunded[0]?.cents ?? 0);
}
