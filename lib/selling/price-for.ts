import { dollarsToCents } from './money';
import { breaksToCents, ladderPrice, type OrderPrice, type PriceBreak, type PriceBreakDto } from './pricing';

/**
 * What a price may depend on besides the part: who buys and when. Nothing reads it yet; it is the
 * seam contract prices plug into (a company's price list, valid on a date: issue 35), so that every
 * price shown or charged already passes through the one place that will read it.
 */
export type PriceContext = {
  /** The signed-in buyer (null: a visitor, priced like anyone). */
  buyer: { userId: string } | null;
  /** When the price applies (an order's placement, a page's render). */
  at: Date;
};

/** The context of `caller` (null: a visitor, what the public pages show) at `at`. */
export const priceContextFor = (caller: { id: string } | null, at = new Date()): PriceContext => ({
  buyer: caller && { userId: caller.id },
  at,
});

/** What a part's price is made of, as stored: its own price and its volume ladder, in cents. */
export type PricedPart = { priceCents: number; priceBreaks?: readonly PriceBreak[] };

/** A part as the API shows it (dollars: `prize`, `priceBreaks`) as priceFor takes it: the browser's side. */
export const pricedPartOf = (part: {
  prize: number;
  priceBreaks?: readonly PriceBreakDto[];
}): PricedPart => ({
  priceCents: dollarsToCents(part.prize),
  priceBreaks: breaksToCents(part.priceBreaks),
});

/**
 * Where a price came from: the part's own price, the volume break from `minQuantity` units, or a
 * unit price agreed for this buyer (an accepted offer).
 */
export type PriceSource = { kind: 'list' } | { kind: 'break'; minQuantity: number } | { kind: 'offer' };

export type Price = OrderPrice & { source: PriceSource };

/**
 * The price of `quantity` units of `part` for the buyer in `context`: the one rule every price a
 * buyer sees or pays goes through (purchase page, cart, BOM check, saved lists, quotes' list prices,
 * orders). Integer cents; a quantity that is not a whole number of units yet costs nothing.
 */
export function priceFor(_context: PriceContext, part: PricedPart, quantity: number): Price {
  const breaks = part.priceBreaks ?? [];
  const { unitCents, totalCents, tier } = ladderPrice(part.priceCents, quantity, breaks);
  return {
    unitCents,
    totalCents,
    source: tier < 0 ? { kind: 'list' } : { kind: 'break', minQuantity: breaks[tier]!.minQuantity },
  };
}

/** `quantity` units at a unit price agreed beforehand (a quote's offer): no ladder applies. */
export const agreedPrice = (unitCents: number, quantity: number): Price => ({
  unitCents,
  totalCents: unitCents * quantity,
  source: { kind: 'offer' },
});
