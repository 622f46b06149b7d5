import { describe, expect, it } from 'vitest';
import { openOrderCapRefusal } from '@/lib/orders/open-order-cap';
import { quantityProblem, stepQuantity } from '@/lib/selling/quantity-rules';

const capReached = (max: number) => ({
  code: 'invalid',
  message: `You already have ${max} unpaid orders holding stock. Pay or cancel one of them before ordering more.`,
});

describe('the open-order cap (lib/orders/open-order-cap.ts)', () => {
  it('lets a customer below the cap take one more order', () => {
    expect(openOrderCapRefusal(0, 10)).toBeNull();
    expect(openOrderCapRefusal(9, 10)).toBeNull();
    expect(openOrderCapRefusal(0, 1)).toBeNull();
  });

  it('refuses once the cap is exactly reached, naming the cap', () => {
    expect(openOrderCapRefusal(10, 10)).toEqual(capReached(10));
    expect(openOrderCapRefusal(1, 1)).toEqual(capReached(1));
    expect(openOrderCapRefusal(3, 3)?.message).toBe(
      'You already have 3 unpaid orders holding stock. Pay or cancel one of them before ordering more.',
    );
  });

  it('refuses above the cap too (the cap was lowered while orders were open)', () => {
    expect(openOrderCapRefusal(11, 10)).toEqual(capReached(10));
    expect(openOrderCapRefusal(1000, 3)).toEqual(capReached(3));
  });
});

describe('ordering exactly the stock (lib/selling/quantity-rules.ts)', () => {
  const ABOVE = 'Sorry your product not available';
  const packsOf10 = { minimumQuantity: 50, quantityStep: 10 };

  it('is allowed; one unit or one pack more is not', () => {
    expect(quantityProblem(120, { minimumQuantity: 30, quantityStep: 1 }, 120)).toBeNull();
    expect(quantityProblem(121, { minimumQuantity: 30, quantityStep: 1 }, 120)).toBe(ABOVE);
    expect(quantityProblem(120, packsOf10, 120)).toBeNull();
    expect(quantityProblem(130, packsOf10, 120)).toBe(ABOVE);
  });

  it('is where + stops: it reaches the stock and goes no further', () => {
    expect(stepQuantity(110, 1, packsOf10, 120)).toEqual({ quantity: 120 });
    expect(stepQuantity(120, 1, packsOf10, 120)).toEqual({ message: ABOVE });
  });
});
