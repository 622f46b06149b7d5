import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CategoryListing } from '@/components/catalog/category-listing';
import { getCategoryListing } from '@/lib/catalog';
import { categoryHref, categoryRoute, isNarrowed } from '@/lib/model';

/**
 * /categories/{path} and its states (?q=&f=&stock=&price=&sort=&page=, rewritten by proxy.ts to a
 * last segment "~…"): cached per state on its first request, like /parts; an admin's change to the
 * catalog or the tree expires it. Only a category itself (and its further pages) is for search
 * engines: a filtered state is noindex with its category as canonical.
 */
export const revalidate = 30;
export const generateStaticParams = () => [];

type Props = PageProps<'/categories/[...path]'>;

const listingOf = cache(async ({ params }: Props) => {
  const route = categoryRoute((await params).path);
  if (!route) notFound();
  const listing = await getCategoryListing(route.path, route.query);
  if (!listing) notFound();
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
