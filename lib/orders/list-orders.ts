import 'server-only';
import { findOrderPage, type OrderListFilter } from './store/order-lists';
import type { Caller, Page, Paging } from '@/lib/model';
import { companyOf } from '@/lib/companies';
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

/**
 * Company orders: every order bought for the caller's company, newest first, for its admins,
 * approvers and finance (a buyer sees their own under My Orders). The company is the caller's own.
 */
export async function listCompanyOrders(
  caller: Caller,
  { number }: { number?: number },
  paging: Paging,
): Promise<Page<OrderDto>> {
  return listOrderPage({ companyId: companyOf(caller, 'see-company'), number }, paging);
}
