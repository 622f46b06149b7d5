import Link from 'next/link';
import { notFound } from 'next/navigation';
import { OrderActions } from '@/components/orders/order-page/order-actions';
import { OrderHeader } from '@/components/orders/order-page/order-header';
import { OrderLinesTable } from '@/components/orders/order-page/order-lines-table';
import { OrderParcels } from '@/components/orders/order-page/order-parcels';
import { OrderRefunds } from '@/components/orders/order-refunds';
import { OrderReturns } from '@/components/returns/order-returns';
import { firstValues, tablePaging } from '@/lib/http';
import { AppError, orderPagePath } from '@/lib/model';
import { getOrderPage } from '@/lib/orders';
import { orderReturns } from '@/lib/returns';
import { requirePageUser } from '@/lib/session';

/** Longest line search read; the rest of a longer one is ignored. */
const SEARCH_MAX = 100;

/**
 * An order's own page, for its buyer and for admins (issue 33): its head, what can be done now, a
 * page of its lines with a search, its parcels and refunds. Anyone else, like a number that names no
 * order, gets the 404 page.
 */
export default async function OrderPage({ params, searchParams }: PageProps<'/dashboard/order/[number]'>) {
  const caller = await requirePageUser();
  const { number } = await params;
  const values = firstValues(await searchParams);
  const search = (values.lines ?? '').trim().slice(0, SEARCH_MAX);
  const paging = tablePaging(values.page);
  const view = await getOrderPage(caller, number, { search, paging }).catch((error) => {
    if (error instanceof AppError) notFound();
    throw error;
  });
  const { order, may, shipments } = view;
  // Only a delivered order has returns (asked for once delivered; paying one back keeps the status).
  const returns = order.status === 'delivered' ? await orderReturns(caller, order._id) : null;
  const [listPath, listName] = may.administer
    ? ['/dashboard/manageorder', 'Manage All Order']
    : ['/dashboard/order', 'My Orders'];
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href={listPath} className="font-semibold text-brand-700 hover:underline">
          ← {listName}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{`Order ${order.number ?? order._id}`}</h1>
      <OrderHeader view={view} />
      <OrderActions view={{ order, may, shipments }} />
      <OrderLinesTable view={view} path={orderPagePath(number)} search={search} page={paging.page} />
      <OrderParcels shipments={shipments} deliveredAt={order.deliveredAt} />
      {returns && (
        <OrderReturns orderId={order._id} view={returns} may={may} onAccount={order.onAccount !== null} />
      )}
      {order.refunds.length > 0 && (
        <section aria-labelledby="refunds" className="mt-6">
          <h2 id="refunds" className="mb-2 text-lg font-semibold">
            Refunds
          </h2>
          <div className="card p-4 text-sm">
            <OrderRefunds order={order} />
          </div>
        </section>
      )}
    </>
  );
}
