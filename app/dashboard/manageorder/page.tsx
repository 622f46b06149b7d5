import { ForcedSignOut } from '@/components/auth/forced-sign-out';
import { ManageOrders } from '@/components/orders/manage-orders';
import { getPageAdmin } from '@/lib/auth/page-guards';
import { listOrders } from '@/lib/orders/list-orders';

const ORIGIN = '/dashboard/manageorder';

export default async function ManageOrdersPage() {
  if (!(await getPageAdmin(ORIGIN))) return <ForcedSignOut origin={ORIGIN} />;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Manage All Order</h1>
      <ManageOrders initialOrders={await listOrders()} />
    </>
  );
}
