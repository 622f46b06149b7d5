import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/dashboard/', '/login', '/register'] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
