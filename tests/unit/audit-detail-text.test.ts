import { describe, expect, it } from 'vitest';
import { detailText } from '@/lib/audit/detail-text';

describe('audit details as the Audit Log shows them', () => {
  it('writes changes from → to, prices in dollars and price ladders as the forms do', () => {
    expect(
      detailText({
        changed: ['quantity', 'priceCents', 'priceBreaks'],
        quantity: { from: 10, to: 300 },
        priceCents: { from: 500, to: 610 },
        priceBreaks: {
          from: [],
          to: [
            { minQuantity: 100, unitCents: 1720 },
            { minQuantity: 500, unitCents: 1590 },
          ],
        },
      }),
    ).toBe(
      'changed: quantity, priceCents, priceBreaks · quantity: 10 → 300 · price: $5.00 → $6.10 · priceBreaks: none → 100=17.20, 500=15.90',
    );
  });

  it('never prints [object Object]', () => {
    const text = detailText({ order: { id: 'x' }, list: [{ a: 1 }], nothing: null });
    expect(text).not.toContain('[object Object]');
    expect(text).toBe('order: {"id":"x"} · list: {"a":1} · nothing: none');
    expect(detailText(null)).toBe('');
  });
});
