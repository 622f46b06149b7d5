'use client';

import { Cell, DataTable } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import Link from 'next/link';
import { confirmDelete, popupDeleted, useApi, useTablePage, endpoints } from '@/lib/client';
import { showIntoCart } from '@/components/cart/into-cart-result';
import { useRouter } from 'next/navigation';
import type { Page } from '@/lib/model';
import type { OrderDto } from '@/lib/orders';
import { OrderStatus } from './order-status';
import { InvoiceLink } from './invoice-link';
import { OrderRow, orderColumns } from './order-row';

type Props = {
  email: string;
  initial: Page<OrderDto>;
  page: number;
  /** The order number searched for (as typed), or null: every order. */
  searched?: string | null;
};

export function MyOrders({ email, initial, page, searched = null }: Props) {
  const { rows: orders, total, reload } = useTablePage(endpoints.myOrders, initial, { customerEmail: email });

  const { call } = useApi('my-orders', { refresh: reload });
  const router = useRouter();

  const cancel = async (order: OrderDto) => {
    if (!(await confirmDelete())) return;
    await call(endpoints.cancelOrder, {
      params: { id: order._id },
      onSuccess: popupDeleted,
      popupOnError: true,
      refresh: 'always',
    });
  };

  /** "Order again": the order's lines into the cart at today's prices; what cannot be bought now is said. */
  const orderAgain = async (order: OrderDto) => {
    const result = await call(endpoints.reorder, { params: { id: order._id }, popupOnError: true });
    if (result?.ok && (await showIntoCart(result.data))) router.push('/cart');
  };

  const confirmReceipt = (order: OrderDto) =>
    call(endpoints.deliverOrder, { params: { id: order._id }, popupOnError: true, refresh: 'always' });

  if (total === 0 && searched !== null) {
    return (
      <p className="card p-6 text-steel-500" role="status">
        None of your orders has the number {searched}.
      </p>
    );
  }
  if (total === 0) {
    return (
      <p className="card p-6 text-steel-500">
        You have no orders yet.{' '}
        <Link href="/parts" className="font-semibold text-brand-600 hover:underline">
          Browse parts
        </Link>
      </p>
    );
  }
  return (
    <div>
      <DataTable label="My orders" columns={[...orderColumns(false), 'Status', 'Payment', 'Actions']}>
        {orders.map((order) => (
          <OrderRow key={order._id} order={order}>
            <Cell label="Status">
              <OrderStatus order={order} />
              {order.status === 'expired' && (
                <p className="mt-1 max-w-48 text-xs text-steel-500">
                  The stock was released. Paying takes it again if it is still there.
                </p>
              )}
            </Cell>
            <Cell label="Payment">
              {order.paid ? (
                <>
                  <span className="font-semibold text-green-700">paid</span>
                  <p className="text-xs break-words text-steel-500">
                    Transaction id: <span data-testid="transaction-id">{order.transactionId}</span>
                  </p>
                  <InvoiceLink order={order} />
                </>
              ) : order.onAccount ? (
                <>
                  <span className="font-semibold">on account</span>
                  <p className="text-xs text-steel-500" data-testid="on-account">
                    {order.onAccount.terms} · due {order.onAccount.dueDate ?? '—'}
                  </p>
                  <InvoiceLink order={order} />
                </>
              ) : (
                <Link href={`/dashboard/payment/${order._id}`} className="btn-primary">
                  Pay
                </Link>
              )}
            </Cell>
            <Cell label="Actions" className="cell-actions">
              {!order.paid && !order.onAccount && (
                <button type="button" className="btn-danger" onClick={() => cancel(order)}>
                  Cancel
                </button>
              )}
              {order.status === 'shipped' && (
                <button type="button" className="btn-primary" onClick={() => confirmReceipt(order)}>
                  Confirm receipt
                </button>
              )}
              <button type="button" className="btn-outline" onClick={() => orderAgain(order)}>
                Order again
              </button>
              {order.lines.length === 1 && (
                <Link
                  href={`/product/${order.productId}?quantity=${order.productQuantity}`}
                  className="btn-outline"
                >
                  Reorder
                </Link>
              )}
            </Cell>
          </OrderRow>
        ))}
      </DataTable>
      <TablePager page={page} shown={orders.length} total={total} noun={['order', 'orders']} />
    </div>
  );
}
