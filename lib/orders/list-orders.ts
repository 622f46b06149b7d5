import 'server-only';
import { findOrderPage, type OrderListFilter } from '@/lib/db/orders';
import type { Page, Paging } from '@/lib/http/paging';
import { releaseLapsedHolds } from './holds';
import { toOrderDto, type OrderDto } from './order-dto';

/**
 * One page of orders, newest first, with the total. Lapsed holds of what is about to be shown
 * are released first, so a list never shows an order as holding stock it no longer holds.
 */
export async function listOrderPage(
  filter: OrderListFilter,
  { skip, limit }: Paging,
): Promise<Page<OrderDto>> {
  await releaseLapsedHolds(filter.customerEmail ? { customerEmail: filter.customerEmail } : {}, 200);
  const { rows, total } = await findOrderPage(filter, skip, limit);
  return { rows: rows.map(toOrderDto), total };
}
