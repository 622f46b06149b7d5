import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUANTITY_RULES,
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
