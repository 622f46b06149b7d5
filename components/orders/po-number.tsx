import type { OrderDto } from '@/lib/orders/order-dto';

/** The buyer's purchase-order reference under the part's name, where they gave one. */
export function PoNumber({ order }: { order: Pick<OrderDto, 'poNumber'> }) {
  if (!order.poNumber) return null;
  return (
    <p className="text-xs text-steel-500">
      PO <span data-testid="po-number">{order.poNumber}</span>
    </p>
  );
}
