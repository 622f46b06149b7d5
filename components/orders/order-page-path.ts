import type { OrderDto } from '@/lib/orders';

/** An order's page (app/dashboard/(customer)/order/[number]), by its number or, before it had one, its id. */
export const orderPagePath = (order: Pick<OrderDto, '_id' | 'number'>) =>
  `/dashboard/order/${order.number ?? order._id}`;
