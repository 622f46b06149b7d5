import { centsToDollars, dollarsToCents } from './money';

/**
 * What an order of a part costs, in integer cents: the rule the purchase page shows and the server
 * charges, through priceFor (./price-for.ts). Pure, so the browser and the server share it; the
 * server never takes a total from the client.
 */
export type OrderPrice = { unitCents: number; totalCents: number };

/**
 * The most one order or offer may come to, in cents ($10,000,000,000): far below where sums of
 * cents stop being exact (2^53, about 9 × 10^15), whatever its lines (each at most 1,000,000 units
 * of at most $1,000,000).
 */
export const MAX_ORDER_CENTS = 1_000_000_000_000;
export const ORDER_TOO_LARGE_MESSAGE =
  'An order may come to at most $10,000,000,000: split it into smaller orders';

/** Whether line totals (cents) come to more than an order may; summed no further than that. */
export function exceedsOrderMaximum(lineTotals: Iterable<number>): boolean {
  let sum = 0;
  for (const total of lineTotals) {
    sum += total;
    if (sum > MAX_ORDER_CENTS) return true;
  }
  return false;
}

/** A volume price: from `minQuantity` units on, each costs `unitCents`. */
export type PriceBreak = { minQuantity: number; unitCents: number };
/** The same as the API shows it: dollars, named like the product's `prize`. */
export type PriceBreakDto = { minQuantity: number; prize: number };

/** A part has at most this many price breaks. */
export const MAX_PRICE_BREAKS = 5;

/**
 * The ladder's rung that applies to `quantity`: the index into `breaks` of the last break the quantity
 * reaches, or -1 for the part's own price. `breaks` are ascending by quantity (validated on save).
 */
export function tierFor(breaks: readonly { minQuantity: number }[], quantity: number): number {
  let tier = -1;
  breaks.forEach((rung, index) => {
    if (quantity >= rung.minQuantity) tier = index;
  });
  return tier;
}

/** The units a quantity counts for: none while it is not a whole number of units yet (a half-typed field). */
export const wholeUnits = (quantity: number) => (Number.isInteger(quantity) && quantity > 0 ? quantity : 0);

/**
 * The ladder's price of `quantity` units and the rung it came from (-1: the part's own price). A
 * quantity that is not a whole number of units yet (a half-typed field) costs nothing. Features ask
 * priceFor (./price-for.ts), which decides whose ladder applies.
 */
export function ladderPrice(
  unitPriceCents: number,
  quantity: number,
  breaks: readonly PriceBreak[] = [],
): OrderPrice & { tier: number } {
  const units = wholeUnits(quantity);
  const tier = tierFor(breaks, units);
  const unitCents = tier < 0 ? unitPriceCents : breaks[tier]!.unitCents;
  return { unitCents, totalCents: unitCents * units, tier };
}

/** The ladder's price alone (see ladderPrice). */
export function orderPrice(
  unitPriceCents: number,
  quantity: number,
  breaks: readonly PriceBreak[] = [],
): OrderPrice {
  const { unitCents, totalCents } = ladderPrice(unitPriceCents, quantity, breaks);
  return { unitCents, totalCents };
}

export const breaksToCents = (breaks: readonly PriceBreakDto[] = []): PriceBreak[] =>
  breaks.map(({ minQuantity, prize }) => ({ minQuantity, unitCents: dollarsToCents(prize) }));

export const breaksToDollars = (breaks: readonly PriceBreak[] = []): PriceBreakDto[] =>
  breaks.map(({ minQuantity, unitCents }) => ({ minQuantity, prize: centsToDollars(unitCents) }));

/** The admin forms' one-line ladder, "100=17.20, 500=15.90" (lib/validation/product.ts reads it back). */
export const priceBreaksAsText = (breaks: readonly PriceBreakDto[]) =>
  breaks.map((rung) => `${rung.minQuantity}=${rung.prize.toFixed(2)}`).join(', ');

/**
 * Every rung a buyer can see, the part's own price first (from its minimum order): "30+ $18.50 ·
 * 100+ $17.20 · 500+ $15.90".
 */
export const priceLadder = (
  prize: number,
  minimumQuantity: number,
  breaks: readonly PriceBreakDto[] = [],
) => [{ minQuantity: minimumQuantity, prize }, ...breaks];

/**
 * Why a part's price breaks cannot be saved (null: they can): at most five, quantities rising above
 * the minimum order, prices falling below the part's own price, each rung cheaper than the one before.
 */
export function priceBreaksProblem(
  basePriceCents: number,
  minimumQuantity: number,
  breaks: readonly PriceBreak[],
): string | null {
  if (breaks.length > MAX_PRICE_BREAKS) return `At most ${MAX_PRICE_BREAKS} price breaks`;
  let quantity = minimumQuantity;
  let price = basePriceCents;
  for (const rung of breaks) {
    if (rung.minQuantity <= quantity)
      return `Each price break needs a quantity above ${quantity} (the minimum order or the break before)`;
    if (rung.unitCents >= price) return 'Each price break needs a lower price than the one before';
    quantity = rung.minQuantity;
    price = rung.unitCents;
  }
  return null;
}

/**
 * The next volume price above `quantity` and how many more units reach it ("100+ at $17.20: 20
 * more"), or null when the quantity already has the best price. `step` rounds "more" up to whole
 * packs.
 */
export function nextPriceBreak(
  quantity: number,
  breaks: readonly PriceBreak[] = [],
  step = 1,
): { minQuantity: number; unitCents: number; more: number } | null {
  const next = breaks[tierFor(breaks, Math.max(0, quantity)) + 1];
  if (!next) return null;
  const more = Math.ceil((next.minQuantity - quantity) / step) * step;
  return { minQuantity: next.minQuantity, unitCents: next.unitCents, more };
}
