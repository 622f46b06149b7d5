import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { JsonLd } from '@/components/seo/json-ld';
import { OgType } from '@/components/seo/og-type';
import { partMetadata, breadcrumbLd, productLd } from '@/lib/seo';
import { getPublicProduct, type ProductDto } from '@/lib/catalog';
import { partPlace } from '@/lib/categories';
import { shownValues } from '@/lib/attributes';
import { categoryHref } from '@/lib/model';
import { formatDollars } from '@/lib/selling';
import { siteOrigin } from '@/lib/env';
import { ProductPhoto } from '@/components/catalog/product-photo';
import { PriceLadder } from '@/components/orders/price-ladder';

/**
 * A part's public page, for visitors and search engines (the purchase page /product/{id} is for
 * signed-in customers). Cached per part on its first request; see app/(site)/page.tsx.
 */
export const revalidate = 30;
export const generateStaticParams = () => [];

type Props = PageProps<'/parts/[id]'>;

/** The breadcrumb above the part, shown and given to search engines alike. */
const trail = [
  { name: 'Home', path: '/' },
  { name: 'Parts', path: '/parts' },
];

const partOf = cache(async ({ params }: Props) => {
  const product = await getPublicProduct((await params).id);
  if (!product) notFound();
  return product;
});

/** The part's category trail and its values as people read them (issue 37). */
async function specsOf(product: ProductDto) {
  const place = await partPlace(product.categoryId);
  if (!place) return { crumbs: trail, specs: [] };
  const values = Object.entries(product.attributes).map(([k, v]) =>
    typeof v === 'number' ? { k, n: v } : { k, s: v },
  );
  return {
    crumbs: [...trail, ...place.trail.map(({ name, path }) => ({ name, path: categoryHref(path) }))],
    specs: shownValues(place.attributes, values),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return partMetadata(await partOf(props));
}

export default async function PartPage(props: Props) {
  const product = await partOf(props);
  const { crumbs, specs } = await specsOf(product);
  const origin = siteOrigin();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <OgType type="product" />
      <JsonLd data={{ '@context': 'https://schema.org', ...productLd(origin, product) }} />
      <JsonLd
        data={breadcrumbLd(origin, [...crumbs, { name: product.name, path: `/parts/${product._id}` }])}
      />
      <Breadcrumbs trail={crumbs} current={product.name} />
      <article className="grid gap-8 md:grid-cols-2">
        <ProductPhoto src={product.img} name={product.name} />
        <div className="flex flex-col gap-3">
          <h1 className="text-3xl font-bold">{product.name}</h1>
          <p className="text-sm text-steel-500" data-testid="part-number">
            Part no. {product.partNumber}
          </p>
          <p className="text-lg font-medium text-brand-700">Prize: ${formatDollars(product.prize)}</p>
          <p className="text-steel-500" data-testid="stock">
            Quantity: {product.quantity}
          </p>
          <p className="text-sm text-steel-500">
            Minimum order {product.minimumQuantity}
            {product.quantityStep > 1 && `, in packs of ${product.quantityStep}`}
          </p>
          <PriceLadder product={product} />
          <p className="leading-relaxed text-steel-700">{product.description}</p>
          {specs.length > 0 && (
            <section aria-labelledby="specifications">
              <h2 id="specifications" className="mb-2 text-lg font-semibold">
                Specifications
              </h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
                {specs.map((spec) => (
                  <div key={spec.key} className="contents">
                    <dt className="text-steel-500">{spec.label}</dt>
                    <dd>{spec.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <a href={`/product/${product._id}`} className="btn-primary">
              Buy Now
            </a>
            <AddToCartButton productId={product._id} quantity={product.minimumQuantity} name={product.name} />
          </div>
        </div>
      </article>
    </div>
  );
}
