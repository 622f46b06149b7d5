'use client';

import { Cell, DataTable } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { confirmDelete, popupDeleted, useApi, useTablePage, endpoints } from '@/lib/client';
import type { Page } from '@/lib/model';
import type { OrderDto } from '@/lib/orders';
import { OrderStatus } from './order-status';
import { InvoiceLink } from './invoice-link';
import { OrderRow, orderColumns } from './order-row';
import { RefundForm } from './refund-form';
import { ShipmentForm } from './shipment-form';

export function ManageOrders({ initial, page }: { initial: Page<OrderDto>; page: number }) {
  const { rows, total, reload } = useTablePage(endpoints.allOrders, initial);
  const { call } = useApi('manage-orders', { refresh: reload });

  const remove = async (order: OrderDto) => {
    if (!(await confirmDelete())) return;
    await call(endpoints.cancelOrder, {
      params: { id: order._id },
      onSuccess: popupDeleted,
      popupOnError: true,
      refresh: 'always',
    });
  };

  const ship = (order: OrderDto) =>
    call(endpoints.shipOrder, { params: { id: order._id }, popupOnError: true, refresh: 'always' });
  const deliver = (order: OrderDto) =>
    call(endpoints.deliverOrder, { params: { id: order._id }, popupOnError: true, refresh: 'always' });

  return (
    <div>
      <DataTable label="All orders" columns={[...orderColumns(true), 'Status', 'Actions']}>
        {rows.map((order) => (
          <OrderRow key={order._id} order={order} withCustomer>
            <Cell label="Status">
              <OrderStatus order={order} />
              <p className="mt-1 text-xs">
                {order.paid
                  ? 'paid'
                  : order.onAccount
                    ? `on account, ${order.onAccount.terms}, due ${order.onAccount.dueDate ?? '—'}`
                    : 'unpaid'}
              </p>
              <InvoiceLink order={order} />
              {order.stock === 'short' && (
                <p data-testid="stock-short" className="mt-1 text-xs font-semibold text-red-700">
                  Paid after its reservation lapsed: stock needed
                </p>
              )}
            </Cell>
            <Cell label="Actions" className="cell-actions">
              {(order.status === 'paid' || order.status === 'partially_shipped') && (
                <>
                  <button type="button" className="btn-primary" onClick={() => ship(order)}>
                    Ship
                  </button>
                  <ShipmentForm key={order.shipments.length} order={order} call={call} />
                </>
              )}
              {order.status === 'shipped' && (
                <button type="button" className="btn-outline" onClick={() => deliver(order)}>
                  Mark delivered
                </button>
              )}
              {order.refundablePrize > 0 && (
                <RefundForm key={order.refunds.length} order={order} call={call} />
              )}
              {/* Only where the delete goes through (an invoiced order is kept: lib/orders/deletable.ts). */}
              {order.deletable && (
                <button type="button" className="btn-danger" onClick={() => remove(order)}>
                  Delete
                </button>
              )}
            </Cell>
          </OrderRow>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['order', 'orders']} />
    </div>
  );
}
