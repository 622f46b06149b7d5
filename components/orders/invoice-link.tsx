import type { OrderDto } from '@/lib/orders';
import { endpoints, endpointUrl } from '@/lib/client';

/**
 * 'Download invoice' for a paid order: a plain download link (the session cookie authorizes it;
 * the first download issues the invoice number).
 */
export function InvoiceLink({ order }: { order: Pick<OrderDto, '_id' | 'paid'> }) {
  if (!order.paid) return null;
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
