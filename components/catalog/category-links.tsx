import type { CategoryChild } from '@/lib/catalog';
import { categoryHref } from '@/lib/model';

/**
 * The categories one level down from a listing (a category's children, or the top ones on /parts),
 * each with the parts under it: a way into the catalog by what a part is (issue 37).
 */
export function CategoryLinks({ label, categories }: { label: string; categories: CategoryChild[] }) {
  if (categories.length === 0) return null;
  return (
    <nav aria-label={label} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {categories.map((child) => (
          <li key={child.path}>
            <a
              href={categoryHref(child.path)}
              className="inline-flex items-center gap-2 rounded-full border border-steel-100 px-4 py-2 text-sm font-semibold hover:bg-steel-100"
            >
              {child.name}
              <span className="text-steel-500">
                {child.parts} <span className="sr-only">{child.parts === 1 ? 'part' : 'parts'}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
