import { ForcedSignOut } from '@/components/auth/forced-sign-out';
import { getPageAdmin } from '@/lib/auth/page-guards';

const ORIGIN = '/dashboard/addproduct';

export default async function AddProductPage() {
  if (!(await getPageAdmin(ORIGIN))) return <ForcedSignOut origin={ORIGIN} />;
  return <h1 className="mb-6 text-2xl font-bold">Add A Products</h1>;
}
