import { formatDollars, priceLadder, tierFor } from '@/lib/selling';
import type { ProductDto } from '@/lib/catalog';

type Props = {
  product: Pick<ProductDto, 'prize' | 'minimumQuantity' | 'priceBreaks'>;
  /** The quantity being ordered: its rung is marked. Left out (a part's public page): none is. */
  quantity?: number;
};

/**
 * A part's volume prices, "30+ $18.50 · 100+ $17.20 · 500+ $15.90", the rung that applies to the
 * quantity marked. Nothing for a part with one price (the spec's single `prize`).
 */
export function PriceLadder({ product, quantity }: Props) {
  if (product.priceBreaks.length === 0) return null;
  const ladder = priceLadder(product.prize, product.minimumQuantity, product.priceBreaks);
  // The rung (0 = the part's own price) the quantity reaches; none on a page without a quantity.
  const applies = quantity === undefined ? null : tierFor(product.priceBreaks, quantity) + 1;
  return (
    <div>
      <p id="price-ladder-label" className="label">
        Volume prices
      </p>
      <ul
        aria-labelledby="price-ladder-label"
        data-testid="price-ladder"
        className="flex flex-wrap gap-2 text-sm"
      >
        {ladder.map((rung, index) => (
          <li
            key={rung.minQuantity}
            aria-current={index === applies ? 'true' : undefined}
            className={
              index === applies
                ? 'rounded border border-brand-600 bg-brand-50 px-2 py-1 font-semibold text-brand-800'
                : 'rounded border border-steel-200 px-2 py-1 text-steel-700'
            }
          >
            {rung.minQuantity}+ ${formatDollars(rung.prize)}
            {index === applies && <span className="sr-only"> (applies to this quantity)</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
