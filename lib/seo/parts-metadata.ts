import type { Metadata } from 'next';
import { isFiltered, partsHref, type FacetQuery } from '@/lib/model';

/**
 * Title, canonical URL and robots of one /parts state. A filtered state (issue 37) is for visitors:
 * noindex, with /parts (its search, sort and page) as canonical.
 */
export function partsMetadata(query: FacetQuery): Metadata {
  const state = { q: query.q, sort: query.sort, page: query.page };
  const title = [state.q ? `“${state.q}” in parts` : 'Parts', state.page > 1 ? `page ${state.page}` : '']
    .filter(Boolean)
    .join(', ');
  const canonical = isFiltered(query) ? partsHref({ q: state.q }) : partsHref(state);
  return {
    title,
    description:
      'Every Partsmith part with live stock and unit prices: bearings, gears, fasteners, motors, rails and more, from 30 units.',
    alternates: { canonical },
    openGraph: { title: `Partsmith ${title.toLowerCase()}`, url: canonical },
    // Search results and filters are for visitors; search engines should index the catalog pages instead.
    ...(state.q || isFiltered(query) ? { robots: { index: false, follow: true } } : {}),
  };
}
