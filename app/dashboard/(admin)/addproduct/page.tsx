import { AddProductForm } from '@/components/catalog/add-product-form';
import { partCategoryChoices } from '@/lib/catalog';
import { getPageAdmin } from '@/lib/session';

export default async function AddProductPage() {
  // Nothing for a non-admin: the group's layout is signing them out.
  const admin = await getPageAdmin();
  if (!admin) return null;
  // Every category with the attributes its parts have (issue 37), read once for the form.
  const categories = await partCategoryChoices();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Add A Products</h1>
      <AddProductForm adminEmail={admin.email} categories={categories} />
    </>
  );
}
