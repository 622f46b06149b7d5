import { describe, expect, it } from 'vitest';
import { chargesFromLock, shippingShare } from '@/lib/charges/locked';
import type { RecordedCharges } from '@/lib/charges';

const LOCK: RecordedCharges = {
  shipTo: null,
  billTo: null,
  buyerTaxId: null,
  method: { id: 'ground', name: 'Ground', kind: 'flat', taxClass: 'standard' },
  subtotalCents: 30_000,
  shippingCents: 1_001,
  taxCents: 0,
  taxLines: [
    { key: 'a', jurisdiction: 'Sales tax US ID', rateMillis: 6_000, taxableCents: 10_000, taxCents: 600 },
    { key: 'b', jurisdiction: 'Sales tax US ID', rateMillis: 2_500, taxableCents: 20_000, taxCents: 500 },
    {
      key: 'shipping',
      jurisdiction: 'Sales tax US ID',
      rateMillis: 6_000,
      taxableCents: 1_001,
      taxCents: 60,
    },
  ],
  taxBasis: 'ship-to',
  exemption: null,
};

describe('an offer’s locked charges', () => {
  it('tax each line taken at its locked rate, and its share of the shipping at shipping’s', () => {
    const taken = chargesFromLock(LOCK, [{ productId: 'b', totalCents: 8_010 }], 267);
    // 80.10 at 2.5 % = 2.0025 → 2.00; 2.67 at 6 % = 0.1602 → 0.16.
    expect(taken.taxLines.map((line) => [line.key, line.rateMillis, line.taxCents])).toEqual([
      ['b', 2_500, 200],
      ['shipping', 6_000, 16],
    ]);
    expect(taken).toMatchObject({ subtotalCents: 8_010, shippingCents: 267, taxCents: 216 });
  });

  it('share the shipping so that acceptances taking the whole offer pay exactly the quoted amount', () => {
    for (const [offer, shipping, cuts] of [
      [30_000, 1_001, [8_010, 1, 10_000, 11_989]],
      [7, 100, [1, 1, 1, 1, 1, 1, 1]],
      [1_000_000_000, 999_999_999, [333_333_333, 333_333_333, 333_333_334]],
    ] as const) {
      let before = 0;
      let paid = 0;
      for (const cut of cuts) {
        const share = shippingShare(shipping, offer, before, cut);
        expect(share).toBeGreaterThanOrEqual(0);
        paid += share;
        before += cut;
      }
      expect(before).toBe(offer);
      expect(paid).toBe(shipping);
    }
  });
});
