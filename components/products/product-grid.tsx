import type { ProductDto } from '@/lib/catalog';
import { ProductCards } from './product-cards';
import type { CardPart } from './product-card';

type Props = {
  products: ProductDto[];
  headingLevel?: 2 | 3;
  empty?: string;
  /** The form the cards' "Compare" checkboxes belong to (issue 37); none: no checkboxes. */
  compareForm?: string;
};

/** What a card shows: all the page's payload carries for each part (see ./product-cards.tsx). */
const cardPart = ({
  _id,
  partNumber,
  name,
  img,
  quantity,
  prize,
  description,
  minimumQuantity,
}: ProductDto): CardPart => ({
  _id,
  partNumber,
  name,
  img,
  quantity,
  prize,
  description,
  minimumQuantity,
});

/** docs/product.md#screens-and-routes: one column on small screens, three on large ones. */
export function ProductGrid({
  products,
  headingLevel,
  empty = 'No parts are listed right now. Please check back soon.',
  compareForm,
}: Props) {
  if (products.length === 0) {
    return <p className="py-12 text-center text-steel-500">{empty}</p>;
  }
  return (
    <ProductCards parts={products.map(cardPart)} headingLevel={headingLevel} compareForm={compareForm} />
  );
}
