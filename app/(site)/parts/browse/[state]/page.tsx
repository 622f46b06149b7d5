import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PartsListing } from '@/components/catalog/parts-listing';
import { fromStateSegment, NO_FACET_QUERY, partsFilterFromSegment, type FacetQuery } from '@/lib/model';
import { partsMetadata } from '@/lib/seo';

/**
 * /parts?q=&sort=&page= and its filtered states (?f=&stock=&price=, issue 37) — proxy.ts rewrites
 * each state of the public URL to this route (a filtered one to a "~" segment), so every state is
 * rendered once and then served from the cache like a static page. Nothing is rendered at build
 * time (no database then); a state is cached on its first request.
 */
export const revalidate = 30;
export const generateStaticParams = () => [];

type Props = PageProps<'/parts/browse/[state]'>;

async function stateOf({ params }: Props): Promise<FacetQuery> {
  const segment = (await params).state;
  const plain = fromStateSegment(segment);
  const query = plain ? { ...NO_FACET_QUERY, ...plain } : partsFilterFromSegment(segment);
  if (!query) notFound();
  return query;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return partsMetadata(await stateOf(props));
}

export default async function PartsStatePage(props: Props) {
  return <PartsListing query={await stateOf(props)} />;
}
