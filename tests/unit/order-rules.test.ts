import { describe, expect, it } from 'vitest';
import { orderPrice } from '@/lib/selling/pricing';
import { priceContextFor, priceFor, pricedPartOf } from '@/lib/selling/price-for';
import { quantitySchema } from '@/lib/validation/order';

const quantityMessage = (value: unknown) => {
  const parsed = quantitySchema.safeParse(value);
  return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
};

describe('the purchase quantity', () => {
  // The part's own minimum (30 unless it says otherwise) is checked with its rules: quantity-rules.test.ts.
  it('is read in whole units, typed or sent as a number', () => {
    expect(quantityMessage(30)).toBe(30);
    expect(quantityMessage('45')).toBe(45);
    expect(quantityMessage(29)).toBe(29);
    expect(quantityMessage('0')).toBe('Sorry, products cannot be ordered below this');
    expect(quantityMessage(30.5)).toBe('Quantity must be a whole number');
    expect(quantityMessage('3e2')).toBe('Quantity must be a whole number');
    expect(quantityMessage('')).toBe('Quantity must be a whole number');
  });
});

describe('what an order costs (integer cents, browser and server alike)', () => {
  it('is the unit price times the quantity', () => {
    expect(orderPrice(1850, 30)).toEqual({ unitCents: 1850, totalCents: 55_500 });
    expect(orderPrice(1, 1_000_000)).toEqual({ unitCents: 1, totalCents: 1_000_000 });
  });

  it('never carries a float error from dollars', () => {
    // 0.1 + 0.2 style: 19.99 × 3 in floating point is 59.97000000000001.
    const visitor = priceContextFor(null);
    expect(priceFor(visitor, pricedPartOf({ prize: 19.99 }), 3).totalCents).toBe(5997);
    expect(priceFor(visitor, pricedPartOf({ prize: 0.07 }), 100).totalCents).toBe(700);
    expect(priceFor(visitor, pricedPartOf({ prize: 1234.56 }), 30).totalCents).toBe(3_703_680);
  });

  it('costs nothing while the quantity is not a whole number of units', () => {
    expect(orderPrice(1850, Number.NaN).totalCents).toBe(0);
    expect(orderPrice(1850, 2.5).totalCents).toBe(0);
    expect(orderPrice(1850, -30).totalCents).toBe(0);
  });
});
