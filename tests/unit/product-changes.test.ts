import { describe, expect, it } from 'vitest';
import { productChanges, type EditablePart } from '@/lib/catalog/product-changes';

const part: EditablePart = {
  partNumber: '6204-2RS',
  name: 'Deep groove ball bearing',
  description: 'Sealed both sides.',
  img: '/images/6204.png',
  quantity: 100,
  priceCents: 1850,
};

describe('which fields an admin edit changed (lib/catalog/product-changes.ts)', () => {
  it('is none when the form sends every field unchanged', () => {
    expect(productChanges(part, { ...part })).toEqual({ changed: [] });
  });

  it('names a stock-only edit alone, from → to', () => {
    expect(productChanges(part, { ...part, quantity: 130 })).toEqual({
      changed: ['quantity'],
      quantity: { from: 100, to: 130 },
    });
  });

  it('only names text fields (a description can be long)', () => {
    expect(
      productChanges(part, { ...part, name: 'Ball bearing 6204', description: 'Sealed.', img: '/a.png' }),
    ).toEqual({ changed: ['name', 'description', 'img'] });
    expect(productChanges(part, { ...part, partNumber: '6204-ZZ' })).toEqual({ changed: ['partNumber'] });
  });

  it("lists fields in the Audit Log's order, prices in cents as stored", () => {
    expect(productChanges(part, { ...part, priceCents: 1795, quantity: 90, name: 'Bearing' })).toEqual({
      changed: ['name', 'quantity', 'priceCents'],
      quantity: { from: 100, to: 90 },
      priceCents: { from: 1850, to: 1795 },
    });
  });

  it('reads no price ladder as an empty one, and an unset order rule as null', () => {
    expect(productChanges(part, { ...part, priceBreaks: [] })).toEqual({ changed: [] });
    const ladder = [{ minQuantity: 100, unitCents: 1700 }];
    expect(productChanges(part, { ...part, priceBreaks: ladder })).toEqual({
      changed: ['priceBreaks'],
      priceBreaks: { from: [], to: ladder },
    });
    expect(productChanges(part, { ...part, minimumQuantity: 50, quantityStep: 10 })).toEqual({
      changed: ['minimumQuantity', 'quantityStep'],
      minimumQuantity: { from: null, to: 50 },
      quantityStep: { from: null, to: 10 },
    });
    expect(productChanges({ ...part, quantityStep: 10 }, part)).toEqual({
      changed: ['quantityStep'],
      quantityStep: { from: 10, to: null },
    });
  });

  it('compares a ladder rung by rung', () => {
    const before = { ...part, priceBreaks: [{ minQuantity: 100, unitCents: 1700 }] };
    expect(
      productChanges(before, { ...before, priceBreaks: [{ minQuantity: 100, unitCents: 1700 }] }),
    ).toEqual({
      changed: [],
    });
    expect(
      productChanges(before, { ...before, priceBreaks: [{ minQuantity: 200, unitCents: 1700 }] }),
    ).toEqual({
      changed: ['priceBreaks'],
      priceBreaks: { from: before.priceBreaks, to: [{ minQuantity: 200, unitCents: 1700 }] },
    });
  });

  it('ignores what an edit never sets (timestamps, search keys, holds)', () => {
    const stored = { ...part, updatedAt: new Date('2025-01-01'), keywords: ['ball'] };
    const saved = { ...part, updatedAt: new Date('2025-02-01'), keywords: ['bearing'] };
    expect(productChanges(stored, saved)).toEqual({ changed: [] });
  });
});
