import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ProductGrid } from '@/components/products/product-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import type { CategoryListing as Listing } from '@/lib/catalog';
import { siteOrigin } from '@/lib/env';
import { categoryHref, PARTS_PER_PAGE } from '@/lib/model';
import { breadcrumbLd, productListLd } from '@/lib/seo';
import { showing } from '@/lib/ui';

const ROOT_TRAIL = [
  { name: 'Home', path: '/' },
  { name: 'Parts', path: '/parts' },
];

/**
 * A category's page (issue 37): where it sits, its subcategories with the parts under each, and a
 * page of its parts (its own and its subcategories'). Links to its other pages are plain anchors,
 * as on /parts: each is a rewrite (proxy.ts) that the client router would not tell apart.
 */
export function CategoryListing({ listing }: { listing: Listing }) {
  const { category, trail, children, items, total, page, pageCount } = listing;
  if (page > pageCount) notFound();
  const first = (page - 1) * PARTS_PER_PAGE + 1;
  const crumbs = [
    ...ROOT_TRAIL,
    ...trail.slice(0, -1).map((crumb) => ({ name: crumb.name, path: categoryHref(crumb.path) })),
  ];
  const origin = siteOrigin();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {page > 1 && <link rel="prev" href={categoryHref(category.path, page - 1)} />}
      {page < pageCount && <link rel="next" href={categoryHref(category.path, page + 1)} />}
      <JsonLd
        data={breadcrumbLd(origin, [...crumbs, { name: category.name, path: categoryHref(category.path) }])}
      />
      <JsonLd data={productListLd(origin, items, first)} />
      <Breadcrumbs trail={crumbs} current={category.name} />
      <h1 className="mb-6 text-3xl font-bold text-brand-700">{category.name}</h1>
      {children.length > 0 && (
        <nav aria-label="Subcategories" className="mb-8">
          <ul className="flex flex-wrap gap-2">
            {children.map((child) => (
              <li key={child.path}>
                <Link
                  href={categoryHref(child.path)}
                  prefetch={false}
                  className="inline-flex items-center gap-2 rounded-full border border-steel-100 px-4 py-2 text-sm font-semibold hover:bg-steel-100"
                >
                  {child.name}
                  <span className="text-steel-500">
                    {child.parts} <span className="sr-only">{child.parts === 1 ? 'part' : 'parts'}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <p role="status" className="mb-4 text-sm text-steel-500">
        {total === 0
          ? 'No parts in this category yet.'
          : showing(first, items.length, total, ['part', 'parts'])}
      </p>
      <ProductGrid products={items} headingLevel={2} />
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(n) => categoryHref(category.path, n)}
        documentLinks
      />
    </div>
  );
}
