import { describe, expect, it } from 'vitest';
import { orderPrice, priceBreaksProblem, priceLadder, tierFor, type PriceBreak } from '@/lib/selling/pricing';
import { priceContextFor, priceFor, pricedPartOf } from '@/lib/selling/price-for';

// 30+ $18.50 · 100+ $17.20 · 500+ $15.90
const BREAKS: PriceBreak[] = [
  { minQuantity: 100, unitCents: 1720 },
  { minQuantity: 500, unitCents: 1590 },
];

describe('volume price breaks', () => {
  it.each([
    [30, -1, 1850, 55_500],
    [99, -1, 1850, 183_150],
    [100, 0, 1720, 172_000],
    [101, 0, 1720, 173_720],
    [499, 0, 1720, 858_280],
    [500, 1, 1590, 795_000],
    [10_000, 1, 1590, 15_900_000],
  ])('%i units: rung %i, %i cents each, %i in all', (quantity, tier, unitCents, totalCents) => {
    expect(tierFor(BREAKS, quantity)).toBe(tier);
    expect(orderPrice(1850, quantity, BREAKS)).toEqual({ unitCents, totalCents });
  });

  it('work from dollars without a float error', () => {
    const breaks = [{ minQuantity: 100, prize: 19.99 }];
    const part = pricedPartOf({ prize: 21.1, priceBreaks: breaks });
    const visitor = priceContextFor(null);
    expect(priceFor(visitor, part, 99)).toEqual({
      unitCents: 2110,
      totalCents: 208_890,
      source: { kind: 'list' },
    });
    expect(priceFor(visitor, part, 300)).toEqual({
      unitCents: 1999,
      totalCents: 599_700,
      source: { kind: 'break', minQuantity: 100 },
    });
  });

  it("show the part's own price as the first rung of the ladder", () => {
    expect(priceLadder(18.5, 30, [{ minQuantity: 100, prize: 17.2 }])).toEqual([
      { minQuantity: 30, prize: 18.5 },
      { minQuantity: 100, prize: 17.2 },
    ]);
  });

  it('are saved only rising in quantity above the minimum, falling in price, five at most', () => {
    expect(priceBreaksProblem(1850, 30, BREAKS)).toBeNull();
    expect(priceBreaksProblem(1850, 30, [])).toBeNull();
    expect(priceBreaksProblem(1850, 30, [{ minQuantity: 30, unitCents: 1700 }])).toMatch(/above 30/);
    expect(priceBreaksProblem(1850, 30, [...BREAKS].reverse())).toMatch(/quantity above 500/);
    expect(priceBreaksProblem(1850, 30, [{ minQuantity: 100, unitCents: 1850 }])).toMatch(/lower price/);
    const six = [100, 200, 300, 400, 500, 600].map((q, i) => ({ minQuantity: q, unitCents: 1800 - i }));
    expect(priceBreaksProblem(1850, 30, six)).toBe('At most 5 price breaks');
  });
});
