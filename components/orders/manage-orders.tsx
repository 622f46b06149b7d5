'use client';

import { DataTable } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { loginUrlFor } from '@/lib/auth/routes';
import { formatDollars } from '@/lib/catalog/money';
import { apiFetch, isAuthFailure, type ApiResult } from '@/lib/client/api-fetch';
import { confirmDelete, popupDeleted, popupError } from '@/lib/client/popups';
import { signOutTo } from '@/lib/client/sign-out';
import { useTablePage } from '@/lib/client/use-table-page';
import type { Page } from '@/lib/model/paging';
import type { OrderDto } from '@/lib/orders/order-dto';
import { OrderStatus } from './order-status';

const LOGIN_AGAIN = loginUrlFor('/dashboard/manageorder');

export function ManageOrders({ initial, page }: { initial: Page<OrderDto>; page: number }) {
  const { rows, total, reload } = useTablePage('/api/allorder', initial);

  const act = async (request: Promise<ApiResult<unknown>>, after?: () => Promise<void>) => {
    const result = await request;
    if (result.ok) await after?.();
    else if (isAuthFailure(result)) return signOutTo(LOGIN_AGAIN);
    else await popupError('Oops...', result.error);
    if (isAuthFailure(await reload())) await signOutTo(LOGIN_AGAIN);
  };

  const remove = async (order: OrderDto) => {
    if (!(await confirmDelete())) return;
    await act(apiFetch(`/api/order/${order._id}`, { method: 'DELETE' }), popupDeleted);
  };

  const ship = (order: OrderDto) => act(apiFetch(`/api/order/${order._id}/ship`, { method: 'POST' }));

  return (
    <div>
      <DataTable
        label="All orders"
        columns={['Placed', 'Customer', 'Part', 'Quantity', 'Total', 'Status', 'Actions']}
      >
        {rows.map((order) => (
          <tr key={order._id} data-testid="order-row" className="border-t border-steel-100 align-top">
            <td className="px-4 py-3 whitespace-nowrap">{order.createdAt.slice(0, 10)}</td>
            <td className="px-4 py-3">
              <p className="font-medium">{order.customerName}</p>
              <p className="text-xs text-steel-500">{order.customerEmail}</p>
            </td>
            <td className="px-4 py-3">{order.productName}</td>
            <td className="px-4 py-3">{order.productQuantity}</td>
            <td className="px-4 py-3">${formatDollars(order.totalPrize)}</td>
            <td className="px-4 py-3">
              <OrderStatus order={order} />
              <p className="mt-1 text-xs">{order.paid ? 'paid' : 'unpaid'}</p>
              {order.stock === 'short' && (
                <p data-testid="stock-short" className="mt-1 text-xs font-semibold text-red-700">
                  Paid after its reservation lapsed: stock needed
                </p>
              )}
            </td>
            <td className="space-x-2 px-4 py-3 whitespace-nowrap">
              {order.status === 'paid' && (
                <button type="button" className="btn-primary" onClick={() => ship(order)}>
                  Ship
                </button>
              )}
              <button type="button" className="btn-danger" onClick={() => remove(order)}>
                Delete
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['order', 'orders']} />
    </div>
  );
}
