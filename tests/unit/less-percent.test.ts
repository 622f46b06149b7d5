import { describe, expect, it } from 'vitest';
import { lessPercentCents } from '@/lib/selling/money';

// An offer "at N % off" (issue 33) fills each line with lessPercentCents of its list price: whole
// cents, within half a cent of the exact discount, never above the list price nor below zero.
describe('a price less a percentage', () => {
  it('is the exact discount rounded to the cent, over many random prices and percentages', () => {
    let seed = 33;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 5000; run += 1) {
      const cents = Math.floor(random() * 10 ** (1 + Math.floor(random() * 7)));
      const percent = Math.floor(random() * 10_001) / 100;
      const less = lessPercentCents(cents, percent);
      expect(Number.isInteger(less)).toBe(true);
      expect(less).toBeGreaterThanOrEqual(0);
      expect(less).toBeLessThanOrEqual(cents);
      expect(Math.abs(less - (cents * (100 - percent)) / 100)).toBeLessThanOrEqual(0.5 + 1e-9);
    }
  });

  it('keeps the list price at 0 %, is nothing at 100 %, and rounds half a cent up', () => {
    expect(lessPercentCents(1999, 0)).toBe(1999);
    expect(lessPercentCents(1999, 100)).toBe(0);
    // 5 % off $1.99 is 189.05 cents: $1.89; 5 % off $0.10 is 9.5 cents, rounded half up to 10.
    expect(lessPercentCents(199, 5)).toBe(189);
    expect(lessPercentCents(10, 5)).toBe(10);
    expect(lessPercentCents(1000, 12.5)).toBe(875);
  });
});
