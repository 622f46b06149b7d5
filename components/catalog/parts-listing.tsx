import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { CategoryLinks } from '@/components/catalog/category-links';
import { ListingBody } from '@/components/catalog/listing-body';
import { PartsToolbar } from '@/components/catalog/parts-toolbar';
import { TypedQuery } from '@/components/catalog/search-query-input';
import { JsonLd } from '@/components/seo/json-ld';
import { getCatalogPage, getPartsListing } from '@/lib/catalog';
import { siteOrigin } from '@/lib/env';
import {
  facetQueryString,
  isFiltered,
  partsHref,
  partsListingHref,
  PARTS_PER_PAGE,
  type FacetQuery,
  type StateLinks,
} from '@/lib/model';
import { productListLd } from '@/lib/seo';
import { showing } from '@/lib/ui';

/** /parts links to its states by query ("?f=…"): they are rewritten to cached pages (proxy.ts). */
const PARTS_LINKS: StateLinks = { base: '/parts', prefix: '', segment: false };

function summary(query: FacetQuery, first: number, shown: number, total: number): ReactNode {
  const typed = <TypedQuery value={query.q} />;
  if (total === 0) {
    if (isFiltered(query)) return 'No parts match these filters.';
    return query.q ? <>No parts match “{typed}”.</> : 'No parts are listed right now.';
  }
  const text = showing(first, shown, total, ['part', 'parts']);
  return query.q ? (
    <>
      {text} for “{typed}”
    </>
  ) : (
    text
  );
}

/**
 * One page of /parts (docs/product.md#screens-and-routes's heading and cards), with search, sort,
 * the top categories, facets (issue 37) and page links. A state without filters lists the catalog's
 * own search (a part number's exact match first); a filtered one lists from the facet index, whose
 * counts the panel shows either way. Links to other /parts states are plain anchors: each state is a
 * cached page of its own that proxy.ts rewrites to, and Next's client router, seeing the static
 * /parts route, would reuse that page's payload for every query string.
 */
export async function PartsListing({ query }: { query: FacetQuery }) {
  const filtered = isFiltered(query);
  const [listing, plain] = await Promise.all([
    getPartsListing(facetQueryString(query), filtered),
    filtered ? null : getCatalogPage({ q: query.q, sort: query.sort, page: query.page }),
  ]);
  const page = plain ?? listing ?? { items: [], total: 0, page: query.page, pageCount: 1 };
  if (query.page > page.pageCount) notFound();
  const { items, total } = page;
  const first = (query.page - 1) * PARTS_PER_PAGE + 1;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      {query.page > 1 && <link rel="prev" href={partsListingHref({ ...query, page: query.page - 1 })} />}
      {query.page < page.pageCount && (
        <link rel="next" href={partsListingHref({ ...query, page: query.page + 1 })} />
      )}
      {/* The parts as a list for search engines; not in a filtered state (noindex, and weight). */}
      {!filtered && <JsonLd data={productListLd(siteOrigin(), items, first)} />}
      <h1 className="mb-8 text-center text-3xl font-bold uppercase tracking-wide text-brand-700">
        our products
      </h1>
      <CategoryLinks label="Categories" categories={listing?.children ?? []} />
      <PartsToolbar query={query} />
      <ListingBody
        page={page}
        facets={listing}
        query={query}
        links={PARTS_LINKS}
        hrefFor={partsListingHref}
        summary={summary(query, first, items.length, total)}
        empty={
          query.q && !filtered ? (
            <p className="py-12 text-center">
              <a
                href={partsHref({ sort: query.sort })}
                className="font-semibold text-brand-600 hover:underline"
              >
                Show all parts
              </a>
            </p>
          ) : undefined
        }
      />
    </div>
  );
}
