'use client';

import { useMemo } from 'react';
import type { CategoryDto } from '@/lib/categories';
import { indexCategories } from './category-index';
import { CategoryForm } from './category-form';
import { CategoryTree } from './category-tree';

/**
 * The Categories screen's body (store admins, issue 37): a form for a new category, then the
 * whole tree, read once (GET /api/categories' list, parents before their children).
 */
export function CategoriesAdmin({ categories }: { categories: CategoryDto[] }) {
  const index = useMemo(() => indexCategories(categories), [categories]);
  return (
    <>
      <h2 className="mb-2 text-xl font-semibold">Add a category</h2>
      <CategoryForm index={index} />
      <h2 className="mb-2 mt-6 text-xl font-semibold">The category tree</h2>
      {categories.length === 0 ? (
        <p className="card p-4 text-sm text-steel-700">
          No categories yet: parts are found by search alone until a category holds them.
        </p>
      ) : (
        <CategoryTree index={index} />
      )}
    </>
  );
}
