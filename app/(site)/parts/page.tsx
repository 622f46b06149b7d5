import type { Metadata } from 'next';
import { ProductGrid } from '@/components/products/product-grid';
import { JsonLd } from '@/components/seo/json-ld';
import { getCatalog } from '@/lib/catalog/cache';
import { siteOrigin } from '@/lib/seo/site';
import { productListLd } from '@/lib/seo/structured-data';

export const metadata: Metadata = {
  title: 'Parts',
  description:
    'Every Partsmith part with live stock and unit prices: bearings, gears, fasteners, motors, rails and more, from 30 units.',
  alternates: { canonical: '/parts' },
  openGraph: { title: 'Partsmith parts', url: '/parts' },
};

export default async function PartsPage() {
  const [products, origin] = await Promise.all([getCatalog(), siteOrigin()]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <JsonLd data={productListLd(origin, products)} />
      <h1 className="mb-8 text-center text-3xl font-bold uppercase tracking-wide text-brand-700">
        our products
      </h1>
      <ProductGrid products={products} />
    </div>
  );
}
