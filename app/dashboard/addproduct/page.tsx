import { ForcedSignOut } from '@/components/auth/forced-sign-out';
import { AddProductForm } from '@/components/catalog/add-product-form';
import { getPageAdmin } from '@/lib/auth/page-guards';

const ORIGIN = '/dashboard/addproduct';

export default async function AddProductPage() {
  const admin = await getPageAdmin(ORIGIN);
  if (!admin) return <ForcedSignOut origin={ORIGIN} />;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Add A Products</h1>
      <AddProductForm adminEmail={admin.email} />
    </>
  );
}
