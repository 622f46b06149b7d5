import { MAX_LINE_QUANTITY } from './line-limit';
import { ABOVE_STOCK_MESSAGE, BELOW_MINIMUM_MESSAGE, MIN_ORDER_QUANTITY } from './minimum';

/**
 * How a part may be ordered: at least `minimumQuantity` units (docs/product.md: 30 unless the part says
 * otherwise), in multiples of `quantityStep` (the pack it ships in; 1 = any whole number). A part's
 * minimum is itself a multiple of its step, so the smallest order is always a valid one.
 */
export type QuantityRules = { minimumQuantity: number; quantityStep: number };

export const DEFAULT_QUANTITY_RULES: QuantityRules = { minimumQuantity: MIN_ORDER_QUANTITY, quantityStep: 1 };

export const TOO_MANY_UNITS_MESSAGE = `At most ${MAX_LINE_QUANTITY.toLocaleString('en-US')} units of one part in an order`;

/** The largest step and minimum an admin may set: a pallet, not a typo. */
export const MAX_QUANTITY_STEP = 10_000;
export const MAX_MINIMUM_QUANTITY = 100_000;

export const WHOLE_NUMBER_MESSAGE = 'Quantity must be a whole number';
export const offStepMessage = (step: number) =>
  `Sorry, this part is sold in packs of ${step}: order a multiple of ${step}`;

/** A part's rules, with the spec's defaults where it has none of its own. */
export const quantityRulesOf = (part: Partial<QuantityRules>): QuantityRules => ({
  minimumQuantity: part.minimumQuantity ?? DEFAULT_QUANTITY_RULES.minimumQuantity,
  quantityStep: part.quantityStep ?? DEFAULT_QUANTITY_RULES.quantityStep,
});

/**
 * What is wrong with ordering `quantity` units (null: nothing). The page and the server share it; for
 * stock, the server's conditional update is the real guard. `stock` left out: the rules alone.
 */
export function quantityProblem(quantity: number, rules: QuantityRules, stock = Infinity): string | null {
  if (!Number.isInteger(quantity)) return WHOLE_NUMBER_MESSAGE;
  if (quantity > MAX_LINE_QUANTITY) return TOO_MANY_UNITS_MESSAGE;
  if (quantity < rules.minimumQuantity) return BELOW_MINIMUM_MESSAGE;
  if (quantity % rules.quantityStep !== 0) return offStepMessage(rules.quantityStep);
  if (quantity > stock) return ABOVE_STOCK_MESSAGE;
  return null;
}

/**
 * The − and + buttons: one step down or up from `current`, landing on the step's multiples (from a
 * typed 47 in packs of 10, + gives 50 and − gives 40); the limits stop them with the spec's words.
 */
export function stepQuantity(
  current: number,
  direction: 1 | -1,
  rules: QuantityRules,
  stock: number,
): { quantity: number } | { message: string } {
  const { minimumQuantity: min, quantityStep: step } = rules;
  const from = Number.isInteger(current) ? current : min;
  const next = direction > 0 ? Math.floor(from / step) * step + step : Math.ceil(from / step) * step - step;
  if (next < min) return { message: BELOW_MINIMUM_MESSAGE };
  if (next > stock) return { message: ABOVE_STOCK_MESSAGE };
  return { quantity: next };
}

/** Why a part's rules cannot be saved (null: they can). */
export function quantityRulesProblem({ minimumQuantity, quantityStep }: QuantityRules): string | null {
  if (minimumQuantity % quantityStep !== 0)
    return `The minimum (${minimumQuantity}) must be a multiple of the step (${quantityStep})`;
  return null;
}
