import 'server-only';
import type { Caller } from '@/lib/model/caller';
import { recordAudit } from '@/lib/db/audit';
import { markOrderShipped } from '@/lib/db/orders';
import { AppError } from '@/lib/model/app-error';
import { findOrderFor } from './access';
import { toOrderDto, type OrderDto } from './order-dto';

/** Admins ship paid orders only: an unpaid order never leaves the warehouse. */
export async function shipOrder(admin: Caller, id: string): Promise<OrderDto> {
  const order = await findOrderFor(admin, id);
  if (order.status === 'shipped') return toOrderDto(order);
  const shipped = await markOrderShipped(order._id);
  if (!shipped) throw new AppError('conflict', 'Only paid orders can be shipped');
  await recordAudit({ action: 'order.ship', actor: admin.email, target: order._id.toHexString() });
  return toOrderDto(shipped);
}
