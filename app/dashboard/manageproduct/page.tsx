import { ForcedSignOut } from '@/components/auth/forced-sign-out';
import { ManageProducts } from '@/components/catalog/manage-products';
import { getPageAdmin } from '@/lib/auth/page-guards';
import { listAdminProducts } from '@/lib/catalog/admin-products';

const ORIGIN = '/dashboard/manageproduct';

export default async function ManageProductsPage() {
  if (!(await getPageAdmin(ORIGIN))) return <ForcedSignOut origin={ORIGIN} />;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Manage Products</h1>
      <ManageProducts initialProducts={await listAdminProducts()} />
    </>
  );
}
