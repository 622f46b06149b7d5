import type { Metadata } from 'next';
import { partsHref, type BrowseState } from '@/lib/model';

/** Title, canonical URL and robots of one /parts state. */
export function partsMetadata(state: BrowseState): Metadata {
  const title = [state.q ? `“${state.q}” in parts` : 'Parts', state.page > 1 ? `page ${state.page}` : '']
    .filter(Boolean)
    .join(', ');
  return {
    title,
    description:
      'Every Partsmith part with live stock and unit prices: bearings, gears, fasteners, motors, rails and more, from 30 units.',
    alternates: { canonical: partsHref(state) },
    openGraph: { title: `Partsmith ${title.toLowerCase()}`, url: partsHref(state) },
    // Search results are for visitors; search engines should index the catalog pages instead.
    ...(state.q ? { robots: { index: false, follow: true } } : {}),
  };
}
