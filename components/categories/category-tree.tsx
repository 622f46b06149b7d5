'use client';

import { childrenOf, type CategoryIndex } from './category-index';
import { CategoryItem } from './category-item';

/**
 * The categories under `parentId` (null: the top), each followed by its own subcategories, one
 * list inside another: the nesting is the tree, for the eye (indented) and for screen readers.
 */
export function CategoryTree({ index, parentId = null }: { index: CategoryIndex; parentId?: string | null }) {
  const categories = childrenOf(index, parentId);
  if (categories.length === 0) return null;
  return (
    <ul className={parentId ? 'mt-3 space-y-3 border-l-2 border-steel-300 pl-3 sm:pl-5' : 'space-y-3'}>
      {categories.map((category) => (
        <li key={category._id}>
          <CategoryItem index={index} category={category} />
          <CategoryTree index={index} parentId={category._id} />
        </li>
      ))}
    </ul>
  );
}
