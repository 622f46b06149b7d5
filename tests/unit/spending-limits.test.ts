import { describe, expect, it } from 'vitest';
import { leftThisMonth, spendingPeriodStart, spendingRefusal } from '@/lib/companies/spending';

describe('a spending month', () => {
  it.each([
    // Just before midnight on March 1st in New York is still February there.
    ['2026-03-01T04:59:59Z', 'America/New_York', '2026-02-01T05:00:00.000Z'],
    ['2026-03-01T05:00:00Z', 'America/New_York', '2026-03-01T05:00:00.000Z'],
    // Across a daylight-saving change (New York moves to EDT on March 8th, 2026).
    ['2026-03-31T23:00:00Z', 'America/New_York', '2026-03-01T05:00:00.000Z'],
    ['2026-04-15T12:00:00Z', 'America/New_York', '2026-04-01T04:00:00.000Z'],
    // East of Greenwich, the month begins the evening before in UTC.
    ['2026-11-30T23:30:00Z', 'Europe/Berlin', '2026-11-30T23:00:00.000Z'],
    ['2026-11-30T22:59:00Z', 'Europe/Berlin', '2026-10-31T23:00:00.000Z'],
    ['2026-01-01T00:00:00Z', 'UTC', '2026-01-01T00:00:00.000Z'],
  ])('holding %s in %s began at %s', (now, zone, start) => {
    expect(spendingPeriodStart(new Date(now), zone).toISOString()).toBe(start);
  });
});

describe('a buyer’s limits', () => {
  it('let through any order without limits', () => {
    expect(spendingRefusal({}, 10_000_000, 99_999_999)).toBeNull();
  });

  it('refuse an order above the limit per order, and allow one at it', () => {
    expect(spendingRefusal({ perOrderCents: 10_000 }, 0, 10_000)).toBeNull();
    expect(spendingRefusal({ perOrderCents: 10_000 }, 0, 10_001)).toBe(
      'This order of $100.01 is above your limit of $100.00 per order.',
    );
  });

  it('refuse an order that takes the month past its limit, naming what is left', () => {
    const limits = { perMonthCents: 25_000 };
    expect(spendingRefusal(limits, 21_000, 4_000)).toBeNull();
    expect(spendingRefusal(limits, 21_001, 4_000)).toBe(
      'This order of $40.00 would take your spending this month to $250.01, above your monthly limit of $250.00: $39.99 is left.',
    );
    expect(leftThisMonth(limits, 30_000)).toBe(0);
    expect(leftThisMonth({}, 30_000)).toBeNull();
  });

  it('never lets the accepted orders of a month pass its limit, over many random sequences', () => {
    for (let run = 0; run < 1_000; run++) {
      const limits = { perMonthCents: 1 + Math.floor(Math.random() * 100_000) };
      let spent = 0;
      for (let i = 0; i < 20; i++) {
        const order = 1 + Math.floor(Math.random() * 30_000);
        if (spendingRefusal(limits, spent, order) === null) spent += order;
      }
      expect(spent).toBeLessThanOrEqual(limits.perMonthCents);
    }
  });
});
