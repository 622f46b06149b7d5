import { MyOrders } from '@/components/orders/my-orders';
import { requirePageUser } from '@/lib/session';
import { tablePaging, firstValues } from '@/lib/http';
import { listOrderPage } from '@/lib/orders';

export default async function MyOrdersPage({ searchParams }: PageProps<'/dashboard/order'>) {
  const caller = await requirePageUser();
  const paging = tablePaging(firstValues(await searchParams).page);
  const page = await listOrderPage({ customerEmail: caller.email }, paging);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">My Orders</h1>
      <MyOrders key={paging.page} email={caller.email} initial={page} page={paging.page} />
    </>
  );
}
