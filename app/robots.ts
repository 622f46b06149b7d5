import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/seo/site';

export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/dashboard/', '/login', '/register'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
