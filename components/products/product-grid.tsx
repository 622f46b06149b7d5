import type { ProductDto } from '@/lib/catalog/product-dto';
import { ProductCard } from './product-card';

type Props = { products: ProductDto[]; headingLevel?: 2 | 3; empty?: string };

/** docs/product.md#screens-and-routes: one column on small screens, three on large ones. */
export function ProductGrid({
  products,
  headingLevel,
  empty = 'No parts are listed right now. Please check back soon.',
}: Props) {
  if (products.length === 0) {
    return <p className="py-12 text-center text-steel-500">{empty}</p>;
  }
  return (
    <div data-testid="product-grid" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      {products.map((product, index) => (
        <ProductCard key={product._id} product={product} priority={index < 3} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
