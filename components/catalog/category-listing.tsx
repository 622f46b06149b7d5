import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { FacetPanel } from '@/components/catalog/facet-panel';
import { panelFacets, panelValues } from '@/components/catalog/facet-panel-props';
import { ProductGrid } from '@/components/products/product-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { Pagination } from '@/components/ui/pagination';
import { MAX_COMPARED, type CategoryListing as Listing } from '@/lib/catalog';
import { siteOrigin } from '@/lib/env';
import { categoryHref, isNarrowed, NO_FACET_QUERY, PARTS_PER_PAGE, type FacetQuery } from '@/lib/model';
import { breadcrumbLd, productListLd } from '@/lib/seo';
import { showing } from '@/lib/ui';

const ROOT_TRAIL = [
  { name: 'Home', path: '/' },
  { name: 'Parts', path: '/parts' },
];

/** The active filters, each with a link that takes it off, and one that takes them all off. */
function ActiveFilters({ listing, hrefFor }: { listing: Listing; hrefFor: (query: FacetQuery) => string }) {
  const { query } = listing;
  const labels = new Map(listing.facets.map((facet) => [facet.key, facet.label]));
  const chips: { text: string; href: string }[] = [
    ...Object.entries(query.filters).map(([key, value]) => {
      const filters = { ...query.filters };
      delete filters[key];
      return {
        text: `${labels.get(key) ?? key}: ${value.replaceAll('|', ' or ').replace('..', ' to ')}`,
        href: hrefFor({ ...query, filters, page: 1 }),
      };
    }),
    ...(query.inStock ? [{ text: 'In stock', href: hrefFor({ ...query, inStock: false, page: 1 }) }] : []),
    ...(query.price
      ? [
          {
            text: `Price: $${query.price.replace('..', ' to $')}`,
            href: hrefFor({ ...query, price: '', page: 1 }),
          },
        ]
      : []),
  ];
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mb-4 flex flex-wrap gap-2 text-sm">
      {chips.map((chip) => (
        <li key={chip.text}>
          <a
            href={chip.href}
            className="inline-flex rounded-full border border-steel-100 px-3 py-1 hover:bg-steel-100"
          >
            {chip.text} <span aria-hidden="true">&nbsp;×</span>
            <span className="sr-only"> (take off)</span>
          </a>
        </li>
      ))}
      <li>
        <a
          href={hrefFor({ ...NO_FACET_QUERY, sort: query.sort })}
          className="inline-flex px-3 py-1 font-semibold text-brand-600 hover:underline"
        >
          Clear all filters
        </a>
      </li>
    </ul>
  );
}

/**
 * A category's page (issue 37): where it sits, its subcategories with the parts under each, its
 * facets and a page of the parts matching them. Links to its other states are plain anchors, as on
 * /parts: each is a rewrite (proxy.ts) that the client router would not tell apart.
 */
export function CategoryListing({ listing }: { listing: Listing }) {
  const { category, trail, children, items, total, page, pageCount, query } = listing;
  if (page > pageCount) notFound();
  const hrefFor = (state: FacetQuery) => categoryHref(category.path, state);
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
      <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside aria-label="Filters">
          {/* One panel at every width (its links are many): on small screens a checkbox shows it. */}
          <input
            type="checkbox"
            id="show-filters"
            className="peer sr-only lg:hidden"
            defaultChecked={isNarrowed(query)}
          />
          <label
            htmlFor="show-filters"
            className="btn-secondary mb-4 inline-block cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-2 lg:hidden"
          >
            Show filters
          </label>
          <div className="hidden peer-checked:block lg:block">
            <FacetPanel
              facets={panelFacets(listing.facets)}
              inStock={panelValues([{ ...listing.inStock, label: '', filter: '1' }])[0]!}
              price={panelValues(listing.price)}
              query={query}
              path={category.path}
            />
          </div>
        </aside>
        <div>
          {listing.problems.map((problem) => (
            <p key={problem} role="alert" className="field-error mb-2">
              {problem}
            </p>
          ))}
          <ActiveFilters listing={listing} hrefFor={hrefFor} />
          <p role="status" className="mb-4 text-sm text-steel-500">
            {total === 0
              ? isNarrowed(query)
                ? 'No parts match these filters.'
                : 'No parts in this category yet.'
              : showing(first, items.length, total, ['part', 'parts'])}
          </p>
          {items.length > 1 && (
            // The cards' "Compare" checkboxes belong to this form (their form attribute): a plain GET.
            <form id="compare-form" action="/compare" method="get" className="mb-4">
              <button type="submit" className="btn-secondary">
                Compare selected (2 to {MAX_COMPARED})
              </button>
            </form>
          )}
          <ProductGrid
            products={items}
            headingLevel={2}
            compareForm={items.length > 1 ? 'compare-form' : undefined}
          />
          <Pagination
            page={page}
            pageCount={pageCount}
            hrefFor={(n) => hrefFor({ ...query, page: n })}
            documentLinks
          />
        </div>
      </div>
    </div>
  );
}
