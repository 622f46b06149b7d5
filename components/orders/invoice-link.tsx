import type { OrderDto } from '@/lib/orders';
import { endpoints, endpointUrl } from '@/lib/client';

/**
 * 'Download invoice' for a paid order or one on account (invoiced when placed): a plain download
 * link (the session cookie authorizes it; a card order's first download issues its number).
 */
export function InvoiceLink({ order }: { order: Pick<OrderDto, '_id' | 'paid' | 'onAccount'> }) {
  if (!order.paid && !order.onAccount) return null;
  return (
    <a
      href={endpointUrl(endpoints.invoice, { params: { id: order._id } })}
      download
      className="btn-outline mt-2 inline-block text-xs"
    >
      Download invoice
    </a>
  );
}
