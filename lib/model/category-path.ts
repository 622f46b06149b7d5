import { facetQueryString, fromQuerySegment, type FacetQuery } from './facet-query';

// Where a category's pages live (issue 37): /categories/{path}, a filter state or a further page
// in its query (lib/model/facet-query.ts). proxy.ts rewrites a state to a last path segment "~…"
// (a slug never holds "~"), so each state is cached like a static page, as /parts states are.

export const CATEGORIES_PREFIX = '/categories/';

/** A category's page in a filter state, as visitors and search engines address it. */
export function categoryHref(path: string, query?: FacetQuery): string {
  const search = query ? facetQueryString(query) : '';
  return `${CATEGORIES_PREFIX}${path}${search ? `?${search}` : ''}`;
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
