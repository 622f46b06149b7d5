import type { ReactNode } from 'react';
import { FacetPanel } from '@/components/catalog/facet-panel';
import { panelFacets, panelValues } from '@/components/catalog/facet-panel-props';
import { ProductGrid } from '@/components/products/product-grid';
import { Pagination } from '@/components/ui/pagination';
import { MAX_COMPARED, type Listing, type ListingFacets } from '@/lib/catalog';
import { isFiltered, NO_FACET_QUERY, type FacetQuery, type StateLinks } from '@/lib/model';

type HrefFor = (query: FacetQuery) => string;

/** The active filters, each with a link that takes it off, and one that takes them all off. */
function ActiveFilters({
  facets,
  query,
  hrefFor,
}: {
  facets: ListingFacets;
  query: FacetQuery;
  hrefFor: HrefFor;
}) {
  const labels = new Map(facets.facets.map((facet) => [facet.key, facet.label]));
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
          href={hrefFor({ ...NO_FACET_QUERY, q: query.q, sort: query.sort })}
          className="inline-flex px-3 py-1 font-semibold text-brand-600 hover:underline"
        >
          Clear all filters
        </a>
      </li>
    </ul>
  );
}

type Props = {
  /** The page of parts shown (on /parts unfiltered, from the catalog's own search). */
  page: Pick<Listing, 'items' | 'page' | 'pageCount'>;
  /** The listing's facets; null: none to show (the build's empty render). */
  facets: ListingFacets | null;
  query: FacetQuery;
  /** How the listing's page links to its other states, relative to itself (the facet panel's). */
  links: StateLinks;
  hrefFor: HrefFor;
  /** The line saying what is listed (a live region). */
  summary: ReactNode;
  /** Shown instead of the grid when nothing is listed. */
  empty?: ReactNode;
  /** Cards get a "Compare" checkbox (a category's parts can be compared). */
  compare?: boolean;
};

/**
 * A listing's facets beside its parts (issue 37), for a category page and /parts: filters that
 * could not be read, the active ones, what is listed, the cards and the pages. Links to other states
 * are plain anchors: each state is a page of its own (a category's) or a rewrite (/parts, proxy.ts)
 * that the client router would not tell apart.
 */
export function ListingBody({ page, facets, query, links, hrefFor, summary, empty, compare }: Props) {
  const { items } = page;
  const compareForm = compare && items.length > 1 ? 'compare-form' : undefined;
  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
      {facets && (
        <aside aria-label="Filters">
          {/* One panel at every width (its links are many): on small screens a checkbox shows it. */}
          <input
            type="checkbox"
            id="show-filters"
            className="peer sr-only lg:hidden"
            defaultChecked={isFiltered(query)}
          />
          <label
            htmlFor="show-filters"
            className="btn-secondary mb-4 inline-block cursor-pointer peer-focus-visible:outline peer-focus-visible:outline-2 lg:hidden"
          >
            Show filters
          </label>
          <div className="hidden peer-checked:block lg:block">
            <FacetPanel
              facets={panelFacets(facets.facets)}
              inStock={panelValues([{ ...facets.inStock, label: '', filter: '1' }])[0]!}
              price={panelValues(facets.price)}
              query={query}
              links={links}
            />
          </div>
        </aside>
      )}
      <div className={facets ? undefined : 'lg:col-span-2'}>
        {facets?.problems.map((problem) => (
          <p key={problem} role="alert" className="field-error mb-2">
            {problem}
          </p>
        ))}
        {facets && <ActiveFilters facets={facets} query={query} hrefFor={hrefFor} />}
        <p role="status" className="mb-4 text-sm text-steel-500">
          {summary}
        </p>
        {compareForm && (
          // The cards' "Compare" checkboxes belong to this form (their form attribute): a plain GET.
          <form id={compareForm} action="/compare" method="get" className="mb-4">
            <button type="submit" className="btn-secondary">
              Compare selected (2 to {MAX_COMPARED})
            </button>
          </form>
        )}
        {items.length === 0 && empty ? (
          empty
        ) : (
          <ProductGrid products={items} headingLevel={2} compareForm={compareForm} />
        )}
        <Pagination
          page={page.page}
          pageCount={page.pageCount}
          hrefFor={(n) => hrefFor({ ...query, page: n })}
        />
      </div>
    </div>
  );
}
