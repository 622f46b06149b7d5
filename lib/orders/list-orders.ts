import 'server-only';
import { ordersCollection } from '@/lib/db/orders';
import { toOrderDto, type OrderDto } from './order-dto';

/** Newest first; `customerEmail` narrows to one customer. */
export async function listOrders(filter: { customerEmail?: string } = {}, limit = 500): Promise<OrderDto[]> {
  const query = filter.customerEmail ? { customerEmail: filter.customerEmail } : {};
  const orders = await (
    await ordersCollection()
  )
    .find(query)
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .toArray();
  return orders.map(toOrderDto);
}
