import { AppError } from '@/lib/model';
import { dollarsToCents, formatCents, type Price } from '@/lib/selling';
import type { LineUnits } from './stock-moves';

/** Changed lines named in the refusal; the cart shows every one. */
const NAMED = 5;

/**
 * Refuses a checkout whose lines are priced otherwise than the buyer saw in the cart (a contract
 * list started or ended, a part's price changed while the cart waited): 409 with the old and new
 * unit prices, before anything is held. The cart, read again, shows the new prices; checking out
 * again places them. Without `seen` (an API client that sends none) nothing is compared.
 */
export function assertPricesSeen(
  seen: { productId: string; unitPrize: number }[] | undefined,
  lines: readonly LineUnits[],
  prices: readonly Price[],
  partOf: (line: LineUnits) => { partNumber: string },
): void {
  if (!seen) return;
  const saw = new Map(seen.map((line) => [line.productId.toLowerCase(), dollarsToCents(line.unitPrize)]));
  const changed = lines.flatMap((line, i) => {
    const was = saw.get(line.productId.toHexString());
    const now = prices[i]!.unitCents;
    return was === undefined || was === now
      ? []
      : [`${partOf(line).partNumber} ${formatCents(was)} → ${formatCents(now)}`];
  });
  if (changed.length === 0) return;
  const more = changed.length > NAMED ? `, and ${changed.length - NAMED} more` : '';
  throw new AppError(
    'conflict:repriced',
    `Prices changed while your cart waited (${changed.slice(0, NAMED).join(', ')}${more} per unit): ` +
      'the cart shows them now; check out again to buy at them.',
  );
}

/**
 * Refuses a checkout whose total (shipping and tax included) is not the one the buyer saw: 409
 * with both, before anything is held, so nothing is charged that was not shown. Without `seen`
 * nothing is compared.
 */
export function assertTotalSeen(seen: number | undefined, totalCents: number): void {
  if (seen === undefined || dollarsToCents(seen) === totalCents) return;
  throw new AppError(
    'conflict:repriced',
    `The total changed since you saw it (${formatCents(dollarsToCents(seen))} → ${formatCents(totalCents)}): ` +
      'the cart shows it now; check out again to buy at it.',
  );
}
