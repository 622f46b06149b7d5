'use client';

import { ProductCard, type CardPart } from './product-card';

/**
 * The grid of cards as a client component, so that a page's payload carries each part's fields once
 * instead of every card's markup: React sends a server component's whole element tree again in the
 * page (for the client router), but only a client component's props. On /parts that is about 28 KB
 * less HTML for 24 cards, and bytes are most of what serving a cached page costs (issue 18).
 */
export function ProductCards({
  parts,
  headingLevel,
  compareForm,
}: {
  parts: CardPart[];
  headingLevel?: 2 | 3;
  compareForm?: string;
}) {
  return (
    <div data-testid="product-grid" className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      {parts.map((part, index) => (
        <ProductCard
          key={part._id}
          product={part}
          priority={index < 3}
          headingLevel={headingLevel}
          compareForm={compareForm}
        />
      ))}
    </div>
  );
}
