import { describe, expect, it } from 'vitest';
import { agreedPrice, priceContextFor, priceFor } from '@/lib/selling/price-for';
import { orderPrice, type PriceBreak } from '@/lib/selling/pricing';

// 30+ $18.50 · 100+ $17.20 · 500+ $15.90
const PART = {
  priceCents: 1850,
  priceBreaks: [
    { minQuantity: 100, unitCents: 1720 },
    { minQuantity: 500, unitCents: 1590 },
  ] satisfies PriceBreak[],
};

describe('priceFor: the one price every page shows and every order charges', () => {
  it.each([
    [30, { kind: 'list' }],
    [99, { kind: 'list' }],
    [100, { kind: 'break', minQuantity: 100 }],
    [499, { kind: 'break', minQuantity: 100 }],
    [500, { kind: 'break', minQuantity: 500 }],
  ])('%i units say where their price came from', (quantity, source) => {
    expect(priceFor(priceContextFor(null), PART, quantity).source).toEqual(source);
  });

  it('is the list price while the quantity is not a whole number of units yet, and costs nothing', () => {
    expect(priceFor(priceContextFor(null), PART, 2.5)).toEqual({
      unitCents: 1850,
      totalCents: 0,
      source: { kind: 'list' },
    });
  });

  it("is the ladder's price for a visitor and a signed-in buyer alike, over many random cases (no contract prices yet)", () => {
    let seed = 32;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 1000; run += 1) {
      const priceCents = 1 + Math.floor(random() * 100_000_000);
      const part = {
        priceCents,
        priceBreaks: [
          { minQuantity: 1 + Math.floor(random() * 1000), unitCents: Math.floor(priceCents * random()) },
        ],
      };
      const quantity = Math.floor(random() * 10 ** (1 + Math.floor(random() * 6)));
      const at = new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 20 * 365 * 86_400_000));
      const ladder = orderPrice(part.priceCents, quantity, part.priceBreaks);
      for (const context of [priceContextFor(null, at), priceContextFor({ id: 'buyer' }, at)]) {
        const price = priceFor(context, part, quantity);
        expect({ unitCents: price.unitCents, totalCents: price.totalCents }).toEqual(ladder);
        expect(price.source.kind).toBe(quantity >= part.priceBreaks[0]!.minQuantity ? 'break' : 'list');
      }
    }
  });

  it('prices an agreed unit price (an offer) by the units alone', () => {
    expect(agreedPrice(1999, 300)).toEqual({
      unitCents: 1999,
      totalCents: 599_700,
      source: { kind: 'offer' },
    });
  });
});
