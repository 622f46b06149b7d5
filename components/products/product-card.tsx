import { PhotoImg } from '@/components/ui/photo-img';
import { responsivePhoto } from '@/lib/images/browser';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { formatDollars } from '@/lib/selling';
import type { ProductDto } from '@/lib/catalog';

/** The fields a card shows. */
export type CardPart = Pick<
  ProductDto,
  '_id' | 'partNumber' | 'name' | 'img' | 'quantity' | 'prize' | 'description' | 'minimumQuantity'
>;

/** As the grid lays cards out: three columns of at most 357 px from 1024 px (max-w-6xl), one full-width column below it. */
const PHOTO_SIZES = '(min-width: 1024px) 360px, 100vw';

type Props = {
  product: CardPart;
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** The id of a form the card's "Compare" checkbox belongs to (a category page's); none: no checkbox. */
  compareForm?: string;
};

/**
 * docs/product.md#screens-and-routes's card. Name and image open the part's public page; Buy Now its
 * purchase page; Add to cart puts the part's smallest order in the cart.
 */
export function ProductCard({ product, priority = false, headingLevel = 3, compareForm }: Props) {
  const Heading = `h${headingLevel}` as const;
  const href = `/parts/${product._id}`;
  return (
    <article data-testid="product-card" className="part-card">
      {/* Out of the tab order: the name below is the same link, one stop per card is enough. */}
      <a href={href} tabIndex={-1}>
        {/* Width and height (the photos are 4:3) instead of fill: no inline positioning style per card.
            The srcset as next/image writes it, built without its code (lib/images/responsive-photo.ts).
            The first cards load at once. */}
        <PhotoImg
          {...responsivePhoto(product.img, PHOTO_SIZES)}
          alt={product.name}
          width={800}
          height={600}
          sizes={PHOTO_SIZES}
          className="part-photo"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          style={{ color: 'transparent' }}
          priority={priority}
        />
      </a>
      <div className="part-body">
        <Heading className="text-lg font-semibold">
          <a href={href} className="part-link">
            {product.name}
          </a>
        </Heading>
        {/* One string per line (no "<!-- -->" between text and value). */}
        <p className="text-xs text-steel-500" data-testid="part-number">
          {`Part no. ${product.partNumber}`}
        </p>
        <p className="font-medium text-brand-700">{`Prize: $${formatDollars(product.prize)}`}</p>
        <p className="text-sm text-steel-500">{`Quantity: ${product.quantity}`}</p>
        <p className="flex-1 text-sm text-steel-700">{product.description}</p>
        <a
          href={`/product/${product._id}`}
          className="btn-primary mt-2"
          aria-label={`Buy Now: ${product.name}`}
        >
          Buy Now
        </a>
        <AddToCartButton productId={product._id} quantity={product.minimumQuantity} name={product.name} />
        {compareForm && (
          <label className="compare-box">
            <input type="checkbox" name="p" value={product._id} form={compareForm} />
            Compare<span className="sr-only"> {product.name}</span>
          </label>
        )}
      </div>
    </article>
  );
}
