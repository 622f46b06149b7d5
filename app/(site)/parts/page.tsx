import { PartsListing } from '@/components/catalog/parts-listing';
import { NO_FACET_QUERY } from '@/lib/model';
import { partsMetadata } from '@/lib/seo';

/**
 * /parts itself, the catalog's first page: a cached page of its own. proxy.ts rewrites only /parts
 * URLs carrying a state (q, sort, page or a filter) to parts/browse/[state] and does not run for
 * this one; while the database is down and the page is not cached, lib/cache/outage.ts answers the
 * 503 page instead. See app/(site)/page.tsx.
 */
export const revalidate = 30;

export const metadata = partsMetadata(NO_FACET_QUERY);

export default function PartsPage() {
  return <PartsListing query={NO_FACET_QUERY} />;
}
