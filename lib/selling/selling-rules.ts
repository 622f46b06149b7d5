import { priceBreaksProblem, type PriceBreak } from './pricing';
import { quantityRulesOf, quantityRulesProblem } from './quantity-rules';

/** How a part is sold, as stored: its price and ladder in cents, its minimum and pack (unset: defaults). */
export type Selling = {
  priceCents: number;
  priceBreaks?: PriceBreak[];
  minimumQuantity?: number;
  quantityStep?: number;
};

/**
 * How a part is sold must hold together as a whole (a field alone may be valid): the minimum a
 * multiple of the pack, each price break above the minimum and cheaper than the rung before. The
 * field to blame and why, or null. Admin edits and catalog imports both ask it.
 */
export function sellingProblem(
  part: Selling,
): { field: 'minimumQuantity' | 'priceBreaks'; message: string } | null {
  const rules = quantityRulesOf(part);
  const rulesProblem = quantityRulesProblem(rules);
  if (rulesProblem) return { field: 'minimumQuantity', message: rulesProblem };
  const breaksProblem = priceBreaksProblem(part.priceCents, rules.minimumQuantity, part.priceBreaks ?? []);
  if (breaksProblem) return { field: 'priceBreaks', message: breaksProblem };
  return null;
}
