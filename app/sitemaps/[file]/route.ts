import { notFound } from 'next/navigation';
import { streamedText } from '@/lib/http';
import { sitemapFileXml } from '@/lib/seo';

// The files of the sitemap index (catalogs past 50,000 URLs); each cached on its first request.
export const revalidate = 30;
export const generateStaticParams = () => [];

export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const xml = await sitemapFileXml((await params).file);
  if (!xml) notFound();
  return streamedText(xml, 'application/xml; charset=utf-8');
}
