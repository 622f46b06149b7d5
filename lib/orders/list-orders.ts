import 'server-only';
import { findOrderPage, type OrderListFilter } from './store/order-lists';
import type { Page, Paging } from '@/lib/model';
import { releaseLapsedHolds } from './holds';
import { toOrderDto, type OrderDto } from './order-dto';

/**
 * One page of orders, newest first, with the total. A customer's lapsed holds are released first,
 * so My Orders never shows an order as holding stock it no longer holds.
 */
export async function listOrderPage(
  filter: OrderListFilter,
  { skip, limit }: Paging,
): Promise<Page<OrderDto>> {
  // One customer's: cheap. All customers' are left to the sweep (within HOLD_SWEEP_SECONDS).
  if (filter.customerEmail) await releaseLapsedHolds({ customerEmail: filter.customerEmail });
  const { rows, total } = await findOrderPage(filter, skip, limit);
  return { rows: rows.map(toOrderDto), total };
}
