import { describe, expect, it } from 'vitest';
import { exceedsOrderMaximum, MAX_ORDER_CENTS, orderPrice } from '@/lib/selling/pricing';
import { MAX_LINE_QUANTITY } from '@/lib/selling/line-limit';
import {
  DEFAULT_QUANTITY_RULES,
  TOO_MANY_UNITS_MESSAGE,
  offStepMessage,
  quantityProblem,
  quantityRulesOf,
  quantityRulesProblem,
  stepQuantity,
} from '@/lib/selling/quantity-rules';

const BELOW = 'Sorry, products cannot be ordered below this';
const ABOVE = 'Sorry your product not available';
const packsOf10 = { minimumQuantity: 50, quantityStep: 10 };

describe('quantity rules', () => {
  it('default to the spec: 30 at least, any whole number above', () => {
    expect(quantityRulesOf({})).toEqual({ minimumQuantity: 30, quantityStep: 1 });
    expect(quantityProblem(30, DEFAULT_QUANTITY_RULES, 500)).toBeNull();
    expect(quantityProblem(31, DEFAULT_QUANTITY_RULES, 500)).toBeNull();
    expect(quantityProblem(29, DEFAULT_QUANTITY_RULES, 500)).toBe(BELOW);
    expect(quantityProblem(501, DEFAULT_QUANTITY_RULES, 500)).toBe(ABOVE);
    expect(quantityProblem(30.5, DEFAULT_QUANTITY_RULES, 500)).toBe('Quantity must be a whole number');
  });

  it("keep a part's own minimum and step, with a clear message off the step", () => {
    expect(quantityProblem(50, packsOf10, 1000)).toBeNull();
    expect(quantityProblem(40, packsOf10, 1000)).toBe(BELOW);
    expect(quantityProblem(55, packsOf10, 1000)).toBe(offStepMessage(10));
    expect(offStepMessage(10)).toBe('Sorry, this part is sold in packs of 10: order a multiple of 10');
    expect(quantityProblem(1010, packsOf10, 1000)).toBe(ABOVE);
    expect(quantityProblem(12, { minimumQuantity: 10, quantityStep: 1 })).toBeNull();
  });

  it('move − and + by the step, onto its multiples, and stop at the limits', () => {
    expect(stepQuantity(50, 1, packsOf10, 1000)).toEqual({ quantity: 60 });
    expect(stepQuantity(60, -1, packsOf10, 1000)).toEqual({ quantity: 50 });
    expect(stepQuantity(47, 1, packsOf10, 1000)).toEqual({ quantity: 50 });
    expect(stepQuantity(57, -1, packsOf10, 1000)).toEqual({ quantity: 50 });
    expect(stepQuantity(50, -1, packsOf10, 1000)).toEqual({ message: BELOW });
    expect(stepQuantity(1000, 1, packsOf10, 1000)).toEqual({ message: ABOVE });
    expect(stepQuantity(30, 1, DEFAULT_QUANTITY_RULES, 31)).toEqual({ quantity: 31 });
    expect(stepQuantity(31, 1, DEFAULT_QUANTITY_RULES, 31)).toEqual({ message: ABOVE });
    expect(stepQuantity(Number.NaN, 1, packsOf10, 1000)).toEqual({ quantity: 60 });
  });

  it('refuse a minimum that is not a multiple of the step', () => {
    expect(quantityRulesProblem({ minimumQuantity: 30, quantityStep: 25 })).toMatch(/multiple of the step/);
    expect(quantityRulesProblem({ minimumQuantity: 50, quantityStep: 25 })).toBeNull();
  });
});

// Issue 31: a part added to the cart twice made a line of 3,000,000 that checked out. A line holds
// at most 1,000,000 units, and an order's total stays far below where sums of cents lose exactness.
describe('the ceilings of a line and an order', () => {
  it('refuses a line above 1,000,000 units, whatever the part allows', () => {
    expect(quantityProblem(MAX_LINE_QUANTITY, DEFAULT_QUANTITY_RULES)).toBeNull();
    expect(quantityProblem(MAX_LINE_QUANTITY + 1, DEFAULT_QUANTITY_RULES)).toBe(TOO_MANY_UNITS_MESSAGE);
    expect(quantityProblem(3_000_000, packsOf10, Infinity)).toBe(TOO_MANY_UNITS_MESSAGE);
  });

  it('says exactly when lines come to more than an order may, over many random orders', () => {
    const outcomes = new Set<boolean>();
    let seed = 31;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 500; run += 1) {
      // Up to 1,000 lines of up to 1,000,000 units at up to $1,000,000 each.
      const lines = Array.from({ length: Math.ceil(10 ** (random() * 3)) }, () =>
        // Prices and quantities over every scale, so that orders fall on both sides of the line.
        orderPrice(
          Math.floor(random() * 10 ** (2 + Math.floor(random() * 7))),
          1 + Math.floor(random() * 10 ** (1 + Math.floor(random() * 6))),
        ),
      );
      const totals = lines.map((line) => line.totalCents);
      // The exact sum, in integers that cannot round.
      const exact = totals.reduce((sum, total) => sum + BigInt(total), 0n);
      expect(exceedsOrderMaximum(totals)).toBe(exact > BigInt(MAX_ORDER_CENTS));
      outcomes.add(exact > BigInt(MAX_ORDER_CENTS));
      expect(totals.every(Number.isSafeInteger)).toBe(true);
    }
    expect([...outcomes].sort()).toEqual([false, true]);
    expect(exceedsOrderMaximum([MAX_ORDER_CENTS])).toBe(false);
    expect(exceedsOrderMaximum([MAX_ORDER_CENTS, 1])).toBe(true);
  });
});
