import type { ProductDoc } from '@/lib/db/documents';
import { quantityRulesOf } from '@/lib/selling/quantity-rules';
import { centsToDollars } from '@/lib/selling/money';
import { breaksToDollars, type PriceBreakDto } from '@/lib/selling/pricing';

/** The public shape of a part, with the spec's field names (`prize` in dollars). */
export type ProductDto = {
  _id: string;
  /** The manufacturer's part number (unique ignoring case). */
  partNumber: string;
  name: string;
  img: string;
  quantity: number;
  prize: number;
  description: string;
  /** Volume prices (empty: the one `prize`), the smallest order and the pack size. */
  priceBreaks: PriceBreakDto[];
  minimumQuantity: number;
  quantityStep: number;
};

/** What admins see: the public shape plus who added it. */
export type AdminProductDto = ProductDto & { email: string };

export function toProductDto(doc: ProductDoc): ProductDto {
  return {
    _id: doc._id.toHexString(),
    partNumber: doc.partNumber,
    name: doc.name,
    img: doc.img,
    quantity: doc.quantity,
    prize: centsToDollars(doc.priceCents),
    description: doc.description,
    priceBreaks: breaksToDollars(doc.priceBreaks),
    ...quantityRulesOf(doc),
  };
}

export function toAdminProductDto(doc: ProductDoc): AdminProductDto {
  return { ...toProductDto(doc), email: doc.email };
}
