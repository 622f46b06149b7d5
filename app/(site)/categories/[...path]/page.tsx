import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { CategoryListing } from '@/components/catalog/category-listing';
import { getCategoryListing } from '@/lib/catalog';
import { categoryHref, categoryRoute } from '@/lib/model';

/**
 * /categories/{path} and its pages (?page=N, rewritten by proxy.ts to a last segment ~pN): cached
 * per page on its first request, like /parts; an admin's change to the catalog or the tree expires it.
 */
export const revalidate = 30;
export const generateStaticParams = () => [];

type Props = PageProps<'/categories/[...path]'>;

const listingOf = cache(async ({ params }: Props) => {
  const route = categoryRoute((await params).path);
  if (!route) notFound();
  const listing = await getCategoryListing(route.path, route.page);
  if (!listing) notFound();
  return listing;
});

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { category, page, total } = await listingOf(props);
  const title = page > 1 ? `${category.name}, page ${page}` : category.name;
  const canonical = categoryHref(category.path, page);
  return {
    title,
    description: `${total} ${category.name.toLowerCase()} parts from Partsmith with live stock and unit prices, from 30 units.`,
    alternates: { canonical },
    openGraph: { title: `Partsmith ${title}`, url: canonical },
  };
}

export default async function CategoryPage(props: Props) {
  return <CategoryListing listing={await listingOf(props)} />;
}
