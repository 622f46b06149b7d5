import type { Metadata } from 'next';
import { CategoriesAdmin } from '@/components/categories/categories-admin';
import { listCategories } from '@/lib/categories';
import { getPageAdmin } from '@/lib/session';

export const metadata: Metadata = { title: 'Categories' };

/**
 * The store's category tree and each category's attributes (store admins, issue 37): the whole
 * tree, read once (2,000 categories at most), each category kept in place; a form for a new one.
 */
export default async function CategoriesPage() {
  // Nothing for a non-admin: the group's layout is signing them out.
  if (!(await getPageAdmin())) return null;
  const categories = await listCategories();
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Categories</h1>
      <p className="mb-4 text-sm text-steel-700">
        Each category has a page of its own at its path. A subcategory inherits the attributes of every
        category above it; a category moves with its whole branch, and is deleted only once it has no
        subcategories and no parts.
      </p>
      <CategoriesAdmin categories={categories} />
    </>
  );
}
