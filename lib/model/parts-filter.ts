import {
  facetQueryString,
  fromQuerySegment,
  isFiltered,
  parseFacetQuery,
  type FacetQuery,
} from './facet-query';

// /parts with facets (issue 37): besides its own states (?q=&sort=&page=, lib/model/browse-state.ts),
// /parts takes a category page's filters (?f=&stock=&price=&range=, lib/model/facet-query.ts) over
// the whole catalog. proxy.ts rewrites such a state to /parts/browse/~{query} (a "~" segment, as
// category pages do), so each is cached like a static page.

/** The parameters that make a /parts URL a filtered listing. */
const FILTER_PARAMS = ['f', 'stock', 'price', 'range'] as const;

export const hasPartsFilters = (params: URLSearchParams): boolean =>
  FILTER_PARAMS.some((name) => params.has(name));

/** /parts in a state, filtered or not: one spelling (facetQueryString writes q, sort, page as /parts does). */
export function partsListingHref(query: FacetQuery): string {
  const search = facetQueryString(query);
  return search ? `/parts?${search}` : '/parts';
}

/** The filtered state a "~" segment of /parts/browse names, when it is its one spelling; else null. */
export function partsFilterFromSegment(segment: string): FacetQuery | null {
  const written = fromQuerySegment(segment);
  const query = written === null ? null : parseFacetQuery(new URLSearchParams(written));
  return query && isFiltered(query) && facetQueryString(query) === written ? query : null;
}
