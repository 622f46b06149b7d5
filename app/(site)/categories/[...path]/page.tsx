import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CategoryListing } from '@/components/catalog/category-listing';
import { getCategoryListing } from '@/lib/catalog';
import { categoryHref, categoryRoute, facetQueryString, isNarrowed } from '@/lib/model';

/**
 * /categories/{path} and its states at a last segment "~…" (q, f, stock, price, sort, page; asked as a
 * query, proxy.ts sends them there): cached per state on its first request, like /parts; an admin's
 * change to the catalog or the tree expires it. Only a category itself (and its further pages) is
 * for search engines: a filtered state is noindex with its category as canonical.
 */
export const revalidate = 30;
export const generateStaticParams = () => [];

type Props = PageProps<'/categories/[...path]'>;

const listingOf = cache(async ({ params }: Props) => {
  const route = categoryRoute((await params).path);
  if (!route) notFound();
  const listing = await getCategoryListing(route.path, route.query);
  // One address per state (one cache entry): our links write each state one way, and asked as a
  // query a state is sent there (proxy.ts); another spelling of the segment is no page (sent on by
  // permanentRedirect() here, the answer carried two Location headers; decision 0044).
  if (!listing || facetQueryString(listing.query) !== route.query) notFound();
  return listing;
});

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category, page, total, query } = await listingOf(props);
  const narrowed = isNarrowed(query);
  const title = page > 1 && !narrowed ? `${category.name}, page ${page}` : category.name;
  const canonical = narrowed ? categoryHref(category.path) : categoryHref(category.path, { ...query, page });
  return {
    title,
    description: `${total} ${category.name.toLowerCase()} parts from Partsmith with live stock and unit prices, from 30 units.`,
    alternates: { canonical },
    openGraph: { title: `Partsmith ${title}`, url: canonical },
    ...(narrowed ? { robots: { index: false, follow: true } } : {}),
  };
}

export default async function CategoryPage(props: Props) {
  return <CategoryListing listing={await listingOf(props)} />;
}
