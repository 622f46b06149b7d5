'use client';

import { FormAlert } from '@/components/ui/form-alert';
import { DataTable } from '@/components/ui/data-table';
import { useState, type FormEvent } from 'react';
import { formatDollars } from '@/lib/catalog/money';
import { apiFetch, isAuthFailure, type ApiResult } from '@/lib/client/api-fetch';
import { confirmDelete, popupDeleted, popupError } from '@/lib/client/popups';
import { signOutTo } from '@/lib/client/sign-out';
import type { OrderDto } from '@/lib/orders/order-dto';
import { OrderStatus } from './order-status';
import { loginUrlFor } from '@/lib/auth/routes';

const LOGIN_AGAIN = loginUrlFor('/dashboard/manageorder');

export function ManageOrders({ initialOrders }: { initialOrders: OrderDto[] }) {
  const [orders, setOrders] = useState(initialOrders);
  const [filter, setFilter] = useState('');
  const [error, setError] = useState<string | null>(null);

  const load = async (customerEmail: string) => {
    const query = customerEmail ? `?customerEmail=${encodeURIComponent(customerEmail)}` : '';
    const result = await apiFetch<OrderDto[]>(`/api/allorder${query}`);
    if (result.ok) {
      setOrders(result.data);
      setError(null);
    } else if (isAuthFailure(result)) {
      await signOutTo(LOGIN_AGAIN);
    } else {
      setError(result.error);
    }
  };

  const act = async (request: Promise<ApiResult<unknown>>, after?: () => Promise<void>) => {
    const result = await request;
    if (result.ok) await after?.();
    else if (isAuthFailure(result)) return signOutTo(LOGIN_AGAIN);
    else await popupError('Oops...', result.error);
    await load(filter);
  };

  const remove = async (order: OrderDto) => {
    if (!(await confirmDelete())) return;
    await act(apiFetch(`/api/order/${order._id}`, { method: 'DELETE' }), popupDeleted);
  };

  const ship = (order: OrderDto) => act(apiFetch(`/api/order/${order._id}/ship`, { method: 'POST' }));

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    void load(filter.trim());
  };

  return (
    <div className="space-y-4">
      <form onSubmit={onFilter} className="flex flex-wrap items-end gap-2" aria-label="Filter orders">
        <label className="block flex-1">
          <span className="label">Customer email</span>
          <input
            className="input"
            type="email"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="All customers"
          />
        </label>
        <button type="submit" className="btn-outline">
          Filter
        </button>
      </form>
      <FormAlert message={error} />
      <DataTable
        columns={['Customer', 'Part', 'Quantity', 'Total', 'Status', 'Actions']}
        empty={orders.length === 0 && 'No orders.'}
      >
        {orders.map((order) => (
          <tr key={order._id} data-testid="order-row" className="border-t border-steel-100 align-top">
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
    </div>
  );
}
