'use client';

import Link from 'next/link';
import { Cell, DataTable, Row } from '@/components/ui/data-table';
import { TablePager } from '@/components/ui/table-pager';
import { endpoints, useTablePage } from '@/lib/client';
import { orderPagePath, type Page } from '@/lib/model';
import type { OrderDto } from '@/lib/orders';
import { orderStatusText } from '@/components/orders/order-status';
import { formatDollars } from '@/lib/selling';

/**
 * Company orders: which, who bought, where it goes, how much, where it stands; for its finance, a
 * Pay link on each unpaid one (the server decides again: lib/model/policy.ts).
 */
export function CompanyOrders({
  initial,
  page,
  mayPay,
}: {
  initial: Page<OrderDto>;
  page: number;
  mayPay: boolean;
}) {
  const { rows, total } = useTablePage(endpoints.companyOrders, initial);
  return (
    <div>
      <DataTable
        label="Company orders"
        columns={['Order', 'Buyer', 'Ship to', 'Total', 'Status', 'Placed']}
        empty={total === 0 && 'No orders yet.'}
      >
        {rows.map((order) => (
          <Row key={order._id} data-testid="company-order">
            <Cell label="Order">
              <Link
                href={orderPagePath(order.number ?? order._id)}
                className="font-medium text-brand-700 hover:underline"
              >
                {order.number ?? order._id}
              </Link>
            </Cell>
            <Cell label="Buyer" className="wrap-anywhere">
              <p>{order.customerName}</p>
              <p className="text-xs text-steel-500">{order.customerEmail}</p>
            </Cell>
            <Cell label="Ship to">{order.company?.shipTo?.label ?? 'Bill-to address'}</Cell>
            <Cell label="Total" className="whitespace-nowrap">
              {formatDollars(order.totalPrize)}
            </Cell>
            <Cell label="Status">
              <p>{orderStatusText(order)}</p>
              {mayPay && !order.paid && !order.onAccount && (
                <Link
                  href={`/dashboard/payment/${order._id}`}
                  className="btn-primary mt-1"
                  aria-label={`Pay ${order.number ?? order._id}`}
                >
                  Pay
                </Link>
              )}
            </Cell>
            <Cell label="Placed" className="whitespace-nowrap">
              {order.createdAt.slice(0, 10)}
            </Cell>
          </Row>
        ))}
      </DataTable>
      <TablePager page={page} shown={rows.length} total={total} noun={['order', 'orders']} />
    </div>
  );
}
