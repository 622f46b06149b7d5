import {
  facetQueryString,
  fromQuerySegment,
  toQuerySegment,
  type FacetQuery,
  type StateLinks,
} from './facet-query';

// Where a category's pages live (issue 37): /categories/{path}, and each filter state or further
// page at a last path segment "~…" (a slug never holds "~"; lib/model/facet-query.ts), so each is a
// cached page reached without running proxy.ts, which costs a cached page a third of its time
// (docs/decisions/0044). The same state asked as a query (a GET form, an old link) is sent there.

export const CATEGORIES_PREFIX = '/categories/';

/** A category's page in a filter state, as visitors and search engines address it. */
export function categoryHref(path: string, query?: FacetQuery): string {
  const search = query ? facetQueryString(query) : '';
  return `${CATEGORIES_PREFIX}${path}${search ? `/${toQuerySegment(search)}` : ''}`;
}

/**
 * How a category page links to its other states, relative to itself: from the category's own
 * address "{last slug}/~…", from one of its states (a further segment) "~…". `at`: the state shown.
 */
export function categoryStateLinks(path: string, at: FacetQuery): StateLinks {
  const prefix = facetQueryString(at) ? '' : `${path.split('/').at(-1)}/`;
  return { base: categoryHref(path), prefix, segment: true };
}

/** A category page's path segments read: its category's path and its state's query (""). */
export function categoryRoute(segments: readonly string[]): { path: string; query: string } | null {
  const last = segments.at(-1) ?? '';
  const query = last.startsWith('~') ? fromQuerySegment(last) : '';
  if (query === null) return null;
  const slugs = last.startsWith('~') ? segments.slice(0, -1) : segments;
  if (slugs.length === 0 || slugs.some((slug) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))) return null;
  return { path: slugs.join('/'), query };
}
