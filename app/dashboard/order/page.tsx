import { MyOrders } from '@/components/orders/my-orders';
import { requirePageUser } from '@/lib/auth/page-guards';
import { listOrders } from '@/lib/orders/list-orders';

export default async function MyOrdersPage() {
  const caller = await requirePageUser('/dashboard/order');
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">My Orders</h1>
      <MyOrders email={caller.email} initialOrders={await listOrders({ customerEmail: caller.email })} />
    </>
  );
}
