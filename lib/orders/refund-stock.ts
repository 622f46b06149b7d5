import 'server-only';
import { stockMoved } from '@/lib/cache';
import type { OrderDoc, RefundDoc } from './store/orders-doc';
import { markRestocked } from './store/order-refunds';
import { restockOnce } from '@/lib/inventory';

/**
 * A refund's cancelled units back on hand, each exactly once whatever crashes or races: the part
 * takes them with a mark naming the refund (a repeat adds nothing), then the order notes it is done
 * (`restocked`, so the sweep stops looking). Only units the order took come back: an order paid
 * after its hold lapsed with no stock left (`short`) had none.
 */
export async function restockRefund(
  order: Pick<OrderDoc, '_id' | 'stock'>,
  refund: Pick<RefundDoc, '_id' | 'lines' | 'restocked'>,
): Promise<void> {
  if (refund.lines.length === 0) return;
  if (refund.restocked) return;
  if (order.stock === 'taken')
    for (const line of refund.lines)
      if (await restockOnce(line.productId, order._id, refund._id, line.quantity))
        stockMoved(line.productId.toHexString());
  await markRestocked(order._id, refund._id);
}
