'use client';

import Link from 'next/link';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import type { CategoryDto } from '@/lib/categories';
import { confirmAction, endpoints } from '@/lib/client';
import { categoryHref } from '@/lib/model';
import { AttributesForm } from './attributes-form';
import { attributeCount, attributeText, type CategoryIndex } from './category-index';
import { CategoryForm } from './category-form';
import { useApi } from '@/lib/client';

type Panel = 'place' | 'attributes' | null;

/**
 * One category of the tree (store admins, issue 37): its name, its page's path and its own
 * attributes; renamed or moved, its attributes edited, in place; deleted after confirming, the
 * server's refusal (it has subcategories or parts) shown on it.
 */
export function CategoryItem({ index, category }: { index: CategoryIndex; category: CategoryDto }) {
  const { call } = useApi('categories');
  const [panel, setPanel] = useState<Panel>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (next: Exclude<Panel, null>) => setPanel((open) => (open === next ? null : next));
  const panelId = `category-${category._id}-panel`;

  const remove = async () => {
    setProblem(null);
    if (
      !(await confirmAction(
        `Delete ${category.name}?`,
        'Its page goes at once; nothing redirects from its address.',
        'Delete',
      ))
    )
      return;
    // Read again either way: a refusal may come from a tree someone else has just changed.
    const result = await call(endpoints.removeCategory, { params: { id: category._id }, refresh: 'always' });
    if (result && !result.ok) setProblem(result.error);
  };

  return (
    <div className="space-y-3">
      <div className="card space-y-2 p-4" data-testid="category">
        <h3 className="font-semibold wrap-anywhere">{category.name}</h3>
        <p className="text-sm wrap-anywhere">
          <span className="text-steel-700">Path: </span>
          <Link href={categoryHref(category.path)} className="text-brand-700 underline">
            {category.path}
          </Link>
        </p>
        <p className="text-sm text-steel-700">{attributeCount(category.attributes.length)}</p>
        {category.attributes.length > 0 && (
          <ul className="list-disc pl-5 text-sm wrap-anywhere">
            {category.attributes.map((def) => (
              <li key={def.key}>{attributeText(def)}</li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline"
            aria-expanded={panel === 'place'}
            aria-controls={panel === 'place' ? panelId : undefined}
            aria-label={`Rename or move ${category.name}`}
            onClick={() => toggle('place')}
          >
            Rename or move
          </button>
          <button
            type="button"
            className="btn-outline"
            aria-expanded={panel === 'attributes'}
            aria-controls={panel === 'attributes' ? panelId : undefined}
            aria-label={`Attributes of ${category.name}`}
            onClick={() => toggle('attributes')}
          >
            Attributes
          </button>
          <button
            type="button"
            className="btn-danger"
            aria-label={`Delete ${category.name}`}
            onClick={remove}
          >
            Delete
          </button>
        </div>
        <FormAlert message={problem} />
      </div>
      {panel && (
        <div id={panelId}>
          {panel === 'place' ? (
            <CategoryForm index={index} category={category} onDone={() => setPanel(null)} />
          ) : (
            <AttributesForm index={index} category={category} onClose={() => setPanel(null)} />
          )}
        </div>
      )}
    </div>
  );
}
