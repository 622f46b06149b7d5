import Image from 'next/image';
import Link from 'next/link';
import { formatDollars } from '@/lib/catalog/money';
import type { ProductDto } from '@/lib/catalog/product-dto';

export function ProductCard({ product, priority = false }: { product: ProductDto; priority?: boolean }) {
  return (
    <article data-testid="product-card" className="card flex flex-col overflow-hidden">
      <div className="relative aspect-[4/3] bg-steel-100">
        <Image
          src={product.img}
          alt={product.name}
          fill
          priority={priority}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold">{product.name}</h3>
        <p className="font-medium text-brand-700">Prize: ${formatDollars(product.prize)}</p>
        <p className="text-sm text-steel-500">Quantity: {product.quantity}</p>
        <p className="flex-1 text-sm text-steel-700">{product.description}</p>
        <Link
          href={`/product/${product._id}`}
          className="btn-primary mt-2"
          aria-label={`Buy Now: ${product.name}`}
        >
          Buy Now
        </Link>
      </div>
    </article>
  );
}
