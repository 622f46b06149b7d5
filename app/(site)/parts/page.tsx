import { PartsListing } from '@/components/catalog/parts-listing';
import { DEFAULT_BROWSE_STATE } from '@/lib/catalog/browse-state';
import { partsMetadata } from '@/lib/seo/parts-metadata';

/**
 * /parts itself, the catalog's first page: served from the cache without going through proxy.ts,
 * which only takes /parts URLs carrying q, sort or page (see its matcher). See app/(site)/page.tsx.
 */
export const revalidate = 30;

export const metadata = partsMetadata(DEFAULT_BROWSE_STATE);

export default function PartsPage() {
  return <PartsListing state={DEFAULT_BROWSE_STATE} />;
}
