'use client';

import { DataTable } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import Link from 'next/link';
import { formatDollars } from '@/lib/catalog/money';
import { apiFetch, isAuthFailure } from '@/lib/client/api-fetch';
import { confirmDelete, popupDeleted, popupError } from '@/lib/client/popups';
import { signOutTo } from '@/lib/client/sign-out';
import { useTablePage } from '@/lib/client/use-table-page';
import type { Page } from '@/lib/model/paging';
import type { OrderDto } from '@/lib/orders/order-dto';
import { OrderStatus } from './order-status';

type Props = { email: string; initial: Page<OrderDto>; page: number };

export function MyOrders({ email, initial, page }: Props) {
  const {
    rows: orders,
    total,
    reload,
  } = useTablePage<OrderDto>(`/api/order?customerEmail=${encodeURIComponent(email)}`, initial);

  const refresh = async () => {
    // SPEC §7: on 401/403 sign out, clear the token, go home.
    if (isAuthFailure(await reload())) await signOutTo('/');
  };

  const cancel = async (order: OrderDto) => {
    if (!(await confirmDelete())) return;
    const result = await apiFetch(`/api/order/${order._id}`, { method: 'DELETE' });
    if (result.ok) {
      await popupDeleted();
      await refresh();
    } else if (isAuthFailure(result)) {
      await signOutTo('/');
    } else {
      await popupError('Oops...', result.error);
      await refresh();
    }
  };

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
      <DataTable
        label="My orders"
        columns={['Placed', 'Part', 'Quantity', 'Total', 'Status', 'Payment', 'Actions']}
      >
        {orders.map((order) => (
          <tr key={order._id} data-testid="order-row" className="border-t border-steel-100 align-top">
            <td className="px-4 py-3 whitespace-nowrap">{order.createdAt.slice(0, 10)}</td>
            <td className="px-4 py-3 font-medium">{order.productName}</td>
            <td className="px-4 py-3">{order.productQuantity}</td>
            <td className="px-4 py-3">${formatDollars(order.totalPrize)}</td>
            <td className="px-4 py-3">
              <OrderStatus order={order} />
              {order.status === 'expired' && (
                <p className="mt-1 max-w-48 text-xs text-steel-500">
                  The stock was released. Paying takes it again if it is still there.
                </p>
              )}
            </td>
            <td className="px-4 py-3">
              {order.paid ? (
                <>
                  <span className="font-semibold text-green-700">paid</span>
                  <p className="text-xs break-all text-steel-500">
                    Transaction id: <span data-testid="transaction-id">{order.transactionId}</span>
                  </p>
                </>
              ) : (
                <Link href={`/dashboard/payment/${order._id}`} className="btn-primary">
                  Pay
                </Link>
              )}
            </td>
            <td className="space-x-2 px-4 py-3 whitespace-nowrap">
              {!order.paid && (
                <button type="button" className="btn-danger" onClick={() => cancel(order)}>
                  Cancel
                </button>
              )}
              <Link
                href={`/product/${order.productId}?quantity=${order.productQuantity}`}
                className="btn-outline"
              >
                Reorder
              </Link>
            </td>
          </tr>
        ))}
      </DataTable>
      <TablePager page={page} shown={orders.length} total={total} noun={['order', 'orders']} />
    </div>
  );
}
