import type { OrderDto } from '@/lib/orders';

/** The part's number and the buyer's purchase-order reference under the part's name, where there are. */
export function OrderRefs({ order }: { order: Pick<OrderDto, 'partNumber' | 'poNumber'> }) {
  return (
    <>
      {order.partNumber && (
        <p className="text-xs text-steel-500">
          Part no. <span data-testid="order-part-number">{order.partNumber}</span>
        </p>
      )}
      {order.poNumber && (
        <p className="text-xs text-steel-500">
          PO <span data-testid="po-number">{order.poNumber}</span>
        </p>
      )}
    </>
  );
}
