import { streamedText } from '@/lib/http';
import { sitemapXml } from '@/lib/seo';

// Cached like the public pages: rebuilt when the catalog changes, and at least every 30 s.
export const revalidate = 30;

export const GET = async () => streamedText(await sitemapXml(), 'application/xml; charset=utf-8');
