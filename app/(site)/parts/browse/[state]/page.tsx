import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PartsListing } from '@/components/catalog/parts-listing';
import { fromStateSegment, type BrowseState } from '@/lib/model';
import { partsMetadata } from '@/lib/seo';

/**
 * /parts?q=&sort=&page= — proxy.ts rewrites each state of the public URL to this route, so every
 * state is rendered once and then served from the cache like a static page. Nothing is rendered
 * at build time (no database then); a state is cached on its first request.
 */
export const revalidate = 30;
export const generateStaticParams = () => [];

type Props = PageProps<'/parts/browse/[state]'>;

async function stateOf({ params }: Props): Promise<BrowseState> {
  const state = fromStateSegment((await params).state);
  if (!state) notFound();
  return state;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return partsMetadata(await stateOf(props));
}

export default async function PartsStatePage(props: Props) {
  return <PartsListing state={await stateOf(props)} />;
}
