import type { ProductDto } from '@/lib/catalog';
import { priceLadder } from '@/lib/selling';
import { SITE_DESCRIPTION, SITE_NAME } from './site';

export function organizationLd(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: origin,
    logo: `${origin}/icon.svg`,
    description: SITE_DESCRIPTION,
  };
}

/** The public, indexable page of a part (never the signed-in purchase page). */
export const partUrl = (origin: string, id: string) => `${origin}/parts/${id}`;

/**
 * schema.org Product with its Offer: price, currency, availability, the minimum order, and with
 * volume prices one UnitPriceSpecification per rung of the ladder.
 */
export function productLd(origin: string, product: ProductDto) {
  return {
    '@type': 'Product',
    name: product.name,
    description: product.description,
    image: new URL(product.img, origin).href,
    url: partUrl(origin, product._id),
    // The shop's own number, and the manufacturer's: Partsmith makes its parts, so they are one.
    sku: product.partNumber,
    mpn: product.partNumber,
    offers: {
      '@type': 'Offer',
      url: partUrl(origin, product._id),
      price: product.prize.toFixed(2),
      priceCurrency: 'USD',
      availability:
        product.quantity >= product.minimumQuantity
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: product.minimumQuantity },
      ...(product.priceBreaks.length > 0
        ? {
            priceSpecification: priceLadder(product.prize, product.minimumQuantity, product.priceBreaks).map(
              (rung) => ({
                '@type': 'UnitPriceSpecification',
                price: rung.prize.toFixed(2),
                priceCurrency: 'USD',
                eligibleQuantity: { '@type': 'QuantitativeValue', minValue: rung.minQuantity },
              }),
            ),
          }
        : {}),
    },
  };
}

/**
 * schema.org ItemList of the parts on one /parts page, in Google's summary-page form: each item is
 * the address of the part's own page, which carries the full Product. A whole Product per item made
 * the list a fifth of the page, twice over (in the HTML and again in the page's RSC payload).
 */
export function productListLd(origin: string, products: ProductDto[], firstPosition = 1) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: partUrl(origin, product._id),
    })),
  };
}

export function breadcrumbLd(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
