'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { showIntoCart } from '@/components/cart/into-cart-result';
import { confirmDelete, endpoints, popupDeleted, useApi } from '@/lib/client';
import type { OrderDto, OrderPageView } from '@/lib/orders';
import { formatDollars } from '@/lib/selling';
import { InvoiceLink } from '../invoice-link';
import { RefundForm } from '../refund-form';
import { ShipmentForm } from '../shipment-form';

type Props = { view: Pick<OrderPageView, 'order' | 'may' | 'shipments'> };

/**
 * What can be done with the order now, on its page: pay (its buyer, or their company's finance), the
 * buyer's (cancel, confirm receipt, order again) or the store's (ship, mark delivered, refund,
 * delete). The server decides again on each.
 */
export function OrderActions({ view: { order, may, shipments } }: Props) {
  const router = useRouter();
  const { call } = useApi(may.administer ? 'manage-orders' : 'my-orders');
  const id = { params: { id: order._id } };
  const listPath = may.administer ? '/dashboard/manageorder' : '/dashboard/order';

  const cancel = async () => {
    if (!(await confirmDelete())) return;
    const result = await call(endpoints.cancelOrder, { ...id, onSuccess: popupDeleted, popupOnError: true });
    if (result?.ok) router.push(listPath);
  };
  const orderAgain = async () => {
    const result = await call(endpoints.reorder, { ...id, popupOnError: true });
    if (result?.ok && (await showIntoCart(result.data))) router.push('/cart');
  };
  const change = (endpoint: typeof endpoints.shipOrder | typeof endpoints.deliverOrder) =>
    call(endpoint, { ...id, popupOnError: true, refresh: 'always' });

  const shippable = order.status === 'paid' || order.status === 'partially_shipped';
  return (
    <div className="mt-4 flex flex-wrap items-start gap-2" role="group" aria-label="Order actions">
      {may.pay && !order.paid && !order.onAccount && (
        <Link href={`/dashboard/payment/${order._id}`} className="btn-primary">
          Pay ${formatDollars(order.totalPrize)}
        </Link>
      )}
      {may.own && order.status === 'shipped' && (
        <button type="button" className="btn-primary" onClick={() => change(endpoints.deliverOrder)}>
          Confirm receipt
        </button>
      )}
      {may.administer && shippable && (
        <button type="button" className="btn-primary" onClick={() => change(endpoints.shipOrder)}>
          Ship
        </button>
      )}
      {may.administer && order.status === 'shipped' && (
        <button type="button" className="btn-outline" onClick={() => change(endpoints.deliverOrder)}>
          Mark delivered
        </button>
      )}
      <InvoiceLink order={order} />
      {may.own && (
        <button type="button" className="btn-outline" onClick={orderAgain}>
          Order again
        </button>
      )}
      {((may.own && !order.paid && !order.onAccount) || (may.administer && order.deletable)) && (
        <button type="button" className="btn-danger" onClick={cancel}>
          {may.administer ? 'Delete' : 'Cancel'}
        </button>
      )}
      {may.administer && (shippable || order.refundablePrize > 0) && (
        // A parcel or a refund made changes the order: the form starts afresh from it.
        <LineForms key={`${shipments.length}/${order.refunds.length}`} order={order} shippable={shippable} />
      )}
    </div>
  );
}

/**
 * Ship part… and Refund…: they need every line, which the page does not carry (it shows a page of
 * them), so the order is read whole when one is opened.
 */
function LineForms({ order, shippable }: { order: OrderPageView['order']; shippable: boolean }) {
  const { call } = useApi('manage-orders');
  const [whole, setWhole] = useState<{ order: OrderDto; form: 'ship' | 'refund' } | null>(null);
  const open = async (form: 'ship' | 'refund') => {
    const result = await call(endpoints.order, { params: { id: order._id }, popupOnError: true });
    if (result?.ok) setWhole({ order: result.data, form });
  };
  if (whole?.form === 'ship') return <ShipmentForm order={whole.order} call={call} open />;
  if (whole?.form === 'refund') return <RefundForm order={whole.order} call={call} open />;
  return (
    <>
      {shippable && (
        <button type="button" className="btn-outline" onClick={() => open('ship')}>
          Ship part…
        </button>
      )}
      {order.refundablePrize > 0 && (
        <button type="button" className="btn-outline" onClick={() => open('refund')}>
          Refund…
        </button>
      )}
    </>
  );
}
