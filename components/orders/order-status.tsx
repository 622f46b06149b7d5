import type { OrderDto } from '@/lib/orders';
import { STATUS_LABELS, type OrderStatus as Status } from '@/lib/model';

const STYLES: Record<Status, string> = {
  unpaid: 'bg-amber-100 text-amber-800',
  expired: 'bg-steel-100 text-steel-700',
  paid: 'bg-green-100 text-green-800',
  partially_shipped: 'bg-brand-50 text-brand-700',
  shipped: 'bg-brand-100 text-brand-700',
  delivered: 'bg-green-100 text-green-800',
  refunded: 'bg-steel-100 text-steel-700',
};

type Shown = Pick<OrderDto, 'status'> & Partial<Pick<OrderDto, 'onAccount'>>;

/** An order's status in words; one on account and not yet shipped reads "Confirmed" (it is not paid). */
export const orderStatusText = (order: Shown) =>
  order.status === 'paid' && order.onAccount ? 'Confirmed' : STATUS_LABELS[order.status];

/** An order's status as a badge. */
export function OrderStatus({
  order,
}: {
  order: Pick<OrderDto, 'status'> & Partial<Pick<OrderDto, 'onAccount'>>;
}) {
  return (
    <span
      data-testid="order-status"
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STYLES[order.status]}`}
    >
      {orderStatusText(order)}
    </span>
  );
}
