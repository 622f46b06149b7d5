import type { MetadataRoute } from 'next';
import { getCatalog } from '@/lib/catalog/cache';
import { siteOrigin } from '@/lib/seo/site';

// Built per request from the cached catalog, so new parts appear without a rebuild.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [origin, products] = await Promise.all([siteOrigin(), getCatalog()]);
  const pages = ['/', '/parts', '/blogs'].map((path) => ({
    url: `${origin}${path === '/' ? '' : path}`,
    changeFrequency: 'daily' as const,
    priority: path === '/' ? 1 : 0.8,
  }));
  const parts = products.map((product) => ({
    url: `${origin}/product/${product._id}`,
    changeFrequency: 'weekly' as const,
    priority: 0.6,
  }));
  return [...pages, ...parts];
}
