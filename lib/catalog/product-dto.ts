import { z } from 'zod';
import type { ProductDoc, Stocked } from './store/products-doc';
import { quantityRulesOf, centsToDollars, breaksToDollars } from '@/lib/selling';
import { idString } from '@/lib/validation';
import { TAX_CLASSES } from '@/lib/model';

/** The public shape of a part, with the spec's field names (`prize` in dollars). */
export const productDtoSchema = z.object({
  _id: idString,
  /** The manufacturer's part number (unique ignoring case). */
  partNumber: z.string().describe('the manufacturer part number, unique ignoring case'),
  name: z.string(),
  img: z.string(),
  quantity: z.number().int(),
  prize: z.number().describe('unit price in dollars'),
  description: z.string(),
  /** Volume prices (empty: the one `prize`), the smallest order and the pack size. */
  priceBreaks: z
    .array(z.object({ minQuantity: z.number().int(), prize: z.number() }))
    .describe('volume prices: from minQuantity units on, prize each; ascending'),
  minimumQuantity: z.number().int().describe('the smallest order'),
  quantityStep: z.number().int().describe('orders come in multiples of this'),
  weightKg: z.number().nullable().describe('shipping weight in kg (null: not given)'),
  taxClass: z.enum(TAX_CLASSES).describe('how it is taxed'),
  categoryId: idString.nullable().describe('the category it sits in (null: none)'),
  attributes: z
    .record(z.string(), z.union([z.number(), z.string()]))
    .describe(
      'attribute values by key: numbers in SI units (m, kg, V, A, Pa, K, …), choices and texts as words',
    ),
});
export type ProductDto = z.output<typeof productDtoSchema>;

/** What admins see: the public shape plus who added it. */
export const adminProductDtoSchema = productDtoSchema.extend({ email: z.string() });
export type AdminProductDto = z.output<typeof adminProductDtoSchema>;

export function toProductDto(doc: Stocked<ProductDoc>): ProductDto {
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
    weightKg: doc.weightGrams === undefined ? null : doc.weightGrams / 1000,
    taxClass: doc.taxClass ?? 'standard',
    categoryId: doc.categoryId?.toHexString() ?? null,
    attributes: Object.fromEntries((doc.attrs ?? []).map((value) => [value.k, value.n ?? value.s ?? ''])),
  };
}

export function toAdminProductDto(doc: Stocked<ProductDoc>): AdminProductDto {
  return { ...toProductDto(doc), email: doc.email };
}
