import { notFound } from 'next/navigation';
import { sitemapFileResponse } from '@/lib/seo/sitemap';

// The files of the sitemap index (catalogs past 50,000 URLs); each cached on its first request.
export const revalidate = 30;
export const generateStaticParams = () => [];

export async function GET(_request: Request, { params }: RouteContext<'/sitemaps/[file]'>) {
  const response = await sitemapFileResponse((await params).file);
  if (!response) notFound();
  return response;
}
