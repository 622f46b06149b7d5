import { AddProductForm } from '@/components/catalog/add-product-form';
import { getPageAdmin } from '@/lib/session';

export default async function AddProductPage() {
  // Nothing for a non-admin: the group's layout is signing them out.
  const admin = await getPageAdmin();
  if (!admin) return null;
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Add A Products</h1>
      <AddProductForm adminEmail={admin.email} />
    </>
  );
}
