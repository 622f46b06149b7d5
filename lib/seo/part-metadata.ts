import type { Metadata } from 'next';
import type { ProductDto } from '@/lib/catalog';
import { SITE_NAME } from './site';

export const SITE_LOCALE = 'en_US';

/**
 * A part page's title, description, canonical URL and social cards: Open Graph (with the site's
 * name, locale and the photo's alt text) and a large-image Twitter card. Next merges metadata one
 * key deep, so the layout's `openGraph` does not reach here: everything a card needs is set again.
 * `og:type` is `product`, which Next's Metadata API refuses: the page renders that one tag itself
 * (components/seo/og-type.tsx).
 */
export function partMetadata(product: ProductDto): Metadata {
  const path = `/parts/${product._id}`;
  const title = product.name;
  const description = product.description.slice(0, 160);
  const image = { url: product.img, alt: product.name };
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { siteName: SITE_NAME, locale: SITE_LOCALE, title, description, url: path, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}
