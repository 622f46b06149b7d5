import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CategoryLinks } from '@/components/catalog/category-links';
import { ListingBody } from '@/components/catalog/listing-body';
import { JsonLd } from '@/components/seo/json-ld';
import type { CategoryPageListing } from '@/lib/catalog';
import { siteOrigin } from '@/lib/env';
import {
  categoryHref,
  categoryStateLinks,
  isFiltered,
  isNarrowed,
  PARTS_PER_PAGE,
  stateHref,
  type FacetQuery,
} from '@/lib/model';
import { breadcrumbLd, productListLd } from '@/lib/seo';
import { showing } from '@/lib/ui';

const ROOT_TRAIL = [
  { name: 'Home', path: '/' },
  { name: 'Parts', path: '/parts' },
];

/**
 * A category's page (issue 37): where it sits, its subcategories with the parts under each, its
 * facets and a page of the parts matching them. Links to its other states are plain anchors, as on
 * /parts: each state is a page of its own (lib/model/category-path.ts).
 */
export function CategoryListing({ listing }: { listing: CategoryPageListing }) {
  const { category, trail, children, items, total, page, pageCount, query } = listing;
  if (page > pageCount) notFound();
  // Its links to other states relative to the page, as the facet panel's.
  const links = categoryStateLinks(category.path, query);
  const hrefFor = (state: FacetQuery) => stateHref(links, state);
  const first = (page - 1) * PARTS_PER_PAGE + 1;
  const crumbs = [
    ...ROOT_TRAIL,
    ...trail.slice(0, -1).map((crumb) => ({ name: crumb.name, path: categoryHref(crumb.path) })),
  ];
  const origin = siteOrigin();
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {page > 1 && <link rel="prev" href={hrefFor({ ...query, page: page - 1 })} />}
      {page < pageCount && <link rel="next" href={hrefFor({ ...query, page: page + 1 })} />}
      <JsonLd
        data={breadcrumbLd(origin, [...crumbs, { name: category.name, path: categoryHref(category.path) }])}
      />
      {/* The parts as a list for search engines; not in a filtered state (noindex, and weight). */}
      {!isFiltered(query) && <JsonLd data={productListLd(origin, items, first)} />}
      <Breadcrumbs trail={crumbs} current={category.name} />
      <h1 className="mb-6 text-3xl font-bold text-brand-700">{category.name}</h1>
      <CategoryLinks label="Subcategories" categories={children} />
      <ListingBody
        page={listing}
        facets={listing}
        query={query}
        links={links}
        hrefFor={hrefFor}
        summary={
          total === 0
            ? isNarrowed(query)
              ? 'No parts match these filters.'
              : 'No parts in this category yet.'
            : showing(first, items.length, total, ['part', 'parts'])
        }
        compare
      />
    </div>
  );
}
