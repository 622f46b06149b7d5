import { ForcedSignOut } from '@/components/auth/forced-sign-out';
import { getPageAdmin } from '@/lib/auth/page-guards';

const ORIGIN = '/dashboard/manageproduct';

export default async function ManageProductsPage() {
  if (!(await getPageAdmin(ORIGIN))) return <ForcedSignOut origin={ORIGIN} />;
  return <h1 className="mb-6 text-2xl font-bold">Manage Products</h1>;
}
