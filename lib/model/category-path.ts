// Where a category's pages live (issue 37): /categories/{path}, its further pages ?page=N. proxy.ts
// rewrites ?page=N to a last path segment "~pN" (a slug never holds "~"), so each page is cached
// like a static one, as /parts states are.

export const CATEGORIES_PREFIX = '/categories/';

/** A category's page as visitors and search engines address it. */
export const categoryHref = (path: string, page = 1): string =>
  `${CATEGORIES_PREFIX}${path}${page > 1 ? `?page=${page}` : ''}`;

/** The rewrite's last segment for page `page`. */
export const pageSegment = (page: number): string => `~p${page}`;

const PAGE_SEGMENT = /^~p([1-9]\d{0,5})$/;

/** A category page's path segments read: its category's path and its page; null if not one. */
export function categoryRoute(segments: readonly string[]): { path: string; page: number } | null {
  const last = segments.at(-1) ?? '';
  const paged = PAGE_SEGMENT.exec(last);
  const slugs = paged ? segments.slice(0, -1) : segments;
  if (slugs.length === 0 || slugs.some((slug) => !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))) return null;
  return { path: slugs.join('/'), page: paged ? Number(paged[1]) : 1 };
}

/** ?page=N of a category's public URL, read: the page, or null when it is not a page number. */
export function pageParam(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}
