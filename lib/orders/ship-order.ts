import 'server-only';
import type { Caller } from '@/lib/auth/caller';
import { recordAudit } from '@/lib/db/audit';
import { ordersCollection } from '@/lib/db/orders';
import { conflict } from '@/lib/http/errors';
import { findOrderFor } from './access';
import { toOrderDto, type OrderDto } from './order-dto';

/** Admins ship paid orders only: an unpaid order never leaves the warehouse. */
export async function shipOrder(admin: Caller, id: string): Promise<OrderDto> {
  const order = await findOrderFor(admin, id);
  if (order.status === 'shipped') return toOrderDto(order);
  const orders = await ordersCollection();
  const shipped = await orders.findOneAndUpdate(
    { _id: order._id, paid: true, status: 'paid' },
    { $set: { status: 'shipped', shippedAt: new Date() } },
    { returnDocument: 'after' },
  );
  if (!shipped) throw conflict('Only paid orders can be shipped');
  await recordAudit({ action: 'order.ship', actor: admin.email, target: order._id.toHexString() });
  return toOrderDto(shipped);
}
