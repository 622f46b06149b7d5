import type { OrderDto } from '@/lib/orders/order-dto';

const STYLES = {
  unpaid: 'bg-amber-100 text-amber-800',
  paid: 'bg-green-100 text-green-800',
  shipped: 'bg-brand-100 text-brand-700',
} as const;

export function OrderStatus({ order }: { order: OrderDto }) {
  return (
    <span
      data-testid="order-status"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[order.status]}`}
    >
      {order.status}
    </span>
  );
}
