import type { ProductDto } from '@/lib/catalog/product-dto';
import { MIN_ORDER_QUANTITY } from '@/lib/orders/rules';
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

/** schema.org ItemList of Products with an Offer each, for /parts. */
export function productListLd(origin: string, products: ProductDto[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: product.description,
        image: new URL(product.img, origin).href,
        url: `${origin}/product/${product._id}`,
        offers: {
          '@type': 'Offer',
          price: product.prize.toFixed(2),
          priceCurrency: 'USD',
          availability:
            product.quantity >= MIN_ORDER_QUANTITY
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: MIN_ORDER_QUANTITY },
        },
      },
    })),
  };
}
