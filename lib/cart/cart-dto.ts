import { z } from 'zod';
import type { CartPart } from '@/lib/catalog';
import {
  centsToDollars,
  breaksToDollars,
  contractLabel,
  nextPriceBreak,
  priceFor,
  type Price,
  type PriceContext,
  quantityProblem,
  quantityRulesOf,
} from '@/lib/selling';
import { idString } from '@/lib/validation';

/** One line of a cart as the buyer sees it: the part now, the quantity, its price from the ladder. */
export const cartLineDtoSchema = z.object({
  productId: idString,
  partNumber: z.string(),
  name: z.string(),
  img: z.string(),
  quantity: z.number().int(),
  available: z.number().int().describe('units in stock now'),
  minimumQuantity: z.number().int(),
  quantityStep: z.number().int(),
  unitPrize: z.number().describe("this quantity's unit price from the part's ladder, in dollars"),
  totalPrize: z.number(),
  priceBreaks: z.array(z.object({ minQuantity: z.number().int(), prize: z.number() })),
  nextBreak: z
    .object({ minQuantity: z.number().int(), prize: z.number(), more: z.number().int() })
    .nullable()
    .describe('the next volume price and how many more units reach it'),
  problem: z.string().nullable().describe('why this line cannot be bought as it is (null: it can)'),
  contract: z
    .string()
    .nullable()
    .describe('"Contract price (list ACME-2026)" when a price list of your company set the price'),
});
export type CartLineDto = z.output<typeof cartLineDtoSchema>;

export const cartDtoSchema = z.object({
  lines: z.array(cartLineDtoSchema),
  subtotal: z.number().describe('every line added up, in dollars'),
  /** Lines whose part is no longer sold: dropped from the cart. */
  removed: z.number().int(),
});
export type CartDto = z.output<typeof cartDtoSchema>;

/** A cart line priced from its part as it is now: the same rules the purchase page and checkout use. */
export function toCartLineDto(part: CartPart, quantity: number, context: PriceContext): CartLineDto {
  return cartLineAt(part, quantity, priceFor(context, part, quantity));
}

/**
 * The cart's lines priced from their parts as they are now, and their subtotal: summed from the
 * lines' prices in cents (priceFor's), never from the dollars they are shown in.
 */
export function toCartDto(
  lines: readonly { part: CartPart; quantity: number }[],
  context: PriceContext,
  removed: number,
): CartDto {
  const priced = lines.map(({ part, quantity }) => ({
    part,
    quantity,
    price: priceFor(context, part, quantity),
  }));
  const subtotalCents = priced.reduce((sum, line) => sum + line.price.totalCents, 0);
  return {
    lines: priced.map(({ part, quantity, price }) => cartLineAt(part, quantity, price)),
    subtotal: centsToDollars(subtotalCents),
    removed,
  };
}

function cartLineAt(part: CartPart, quantity: number, price: Price): CartLineDto {
  const rules = quantityRulesOf(part);
  const next = nextPriceBreak(quantity, part.priceBreaks, rules.quantityStep);
  return {
    productId: part._id.toHexString(),
    partNumber: part.partNumber,
    name: part.name,
    img: part.img,
    quantity,
    available: part.quantity,
    ...rules,
    unitPrize: centsToDollars(price.unitCents),
    totalPrize: centsToDollars(price.totalCents),
    priceBreaks: breaksToDollars(part.priceBreaks),
    // A contract price is not the ladder's: the ladder's next break says nothing of it.
    nextBreak:
      next && price.source.kind !== 'contract'
        ? { minQuantity: next.minQuantity, prize: centsToDollars(next.unitCents), more: next.more }
        : null,
    problem: quantityProblem(quantity, rules, part.quantity),
    contract: contractLabel(price),
  };
}
