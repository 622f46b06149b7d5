import { describe, expect, it } from 'vitest';
import {
  shippingOptions,
  zoneFor,
  type ShippedCart,
  type ShippingMethod,
  type ShippingZone,
} from '@/lib/shipping/shipping-rules';

// Shipping (issue 36): the zone an address falls in (the closest naming wins) and each method
// priced for a cart: flat, weight bands (kg, upper bound inclusive, the last open or a quote),
// order value bands, free above an amount, pickup. A part without a weight is never 0 kg.

const method = (more: Partial<ShippingMethod> & Pick<ShippingMethod, 'kind'>): ShippingMethod =>
  ({ id: more.kind, name: more.kind, taxClass: 'standard', ...more }) as ShippingMethod;

const zone = (id: string, areas: ShippingZone['areas'], methods: ShippingMethod[] = []): ShippingZone => ({
  id,
  name: id,
  areas,
  methods,
});
const area = (country: string, regions: string[] = [], postcodePrefixes: string[] = []) => ({
  country,
  regions,
  postcodePrefixes,
});

const ZONES = [
  zone('us', [area('US')]),
  zone('west', [area('US', ['CA', 'OR', 'WA'])]),
  zone('nyc', [area('US', [], ['100', '101'])]),
  zone('eu', [area('DE'), area('FR'), area('NL')]),
];
const at = (country: string, region: string | undefined, postalCode: string) =>
  zoneFor(ZONES, { country, region, postalCode })?.id ?? null;

describe('the zone of an address', () => {
  it('is the one that names it most closely: postcode, then region, then country', () => {
    expect(at('US', 'OH', '45402')).toBe('us');
    expect(at('US', 'ca', '94105')).toBe('west');
    expect(at('us', 'NY', '10001')).toBe('nyc');
    expect(at('US', 'NY', '12001')).toBe('us');
    expect(at('NL', undefined, '1011 AB')).toBe('eu');
  });

  it('is none where the store does not ship', () => {
    expect(at('JP', undefined, '100-0001')).toBeNull();
  });

  it('compares postcodes without spaces or dashes, and prefers the longer prefix', () => {
    const zones = [zone('short', [area('GB', [], ['SW'])]), zone('long', [area('GB', [], ['SW1A'])])];
    expect(zoneFor(zones, { country: 'GB', postalCode: 'sw1a 1aa' })?.id).toBe('long');
    expect(zoneFor(zones, { country: 'GB', postalCode: 'SW19 5AE' })?.id).toBe('short');
  });
});

const cart = (subtotalCents: number, ...weights: (number | null)[]): ShippedCart => ({
  subtotalCents,
  lines: weights.map((weightGrams, i) => ({ partNumber: `P-${i + 1}`, quantity: 2, weightGrams })),
});
const priceOf = (m: ShippingMethod, c: ShippedCart) => {
  const [option] = shippingOptions(zone('z', [], [m]), c);
  return option!.available ? option!.cents : option!.reason;
};

describe('a shipping method', () => {
  const byWeight = method({
    kind: 'weight',
    bands: [
      { upTo: 5_000, cents: 900 },
      { upTo: 30_000, cents: 2500 },
      { upTo: 500_000, cents: null },
    ],
  });

  it('by weight: the band whose upper bound (inclusive) holds the cart’s weight', () => {
    expect(priceOf(byWeight, cart(1000, 1_250, 1_250))).toBe(900); // 5.000 kg exactly
    expect(priceOf(byWeight, cart(1000, 1_250, 1_251))).toBe(2500); // 5.002 kg
    expect(priceOf(byWeight, cart(1000, 15_000))).toBe(2500); // 30 kg exactly
    expect(priceOf(byWeight, cart(1000, 20_000))).toBe('40 kg needs a quote: ask us for one.');
    expect(priceOf(byWeight, cart(1000, 300_000))).toBe('Above 500 kg: ask us for a quote.');
  });

  it('by weight: unavailable while a part has no weight, never counted as 0 kg', () => {
    expect(priceOf(byWeight, cart(1000, 100, null))).toBe(
      'No shipping weight for P-2: choose another method.',
    );
    expect(priceOf(byWeight, cart(1000, null, null, 5))).toBe(
      'No shipping weight for P-1 and 1 more: choose another method.',
    );
    const free = method({ ...byWeight, freeAboveCents: 500 } as ShippingMethod);
    expect(priceOf(free, cart(1000, null))).toMatch(/^No shipping weight/);
  });

  it('by weight with an open last band, and free above an amount', () => {
    const open = method({
      kind: 'weight',
      bands: [
        { upTo: 1_000, cents: 500 },
        { upTo: null, cents: 4000 },
      ],
      freeAboveCents: 100_000,
    });
    expect(priceOf(open, cart(99_999, 1_000_000))).toBe(4000);
    expect(priceOf(open, cart(100_000, 1_000_000))).toBe(0);
  });

  it('by order value, flat, free above, pickup', () => {
    const byValue = method({
      kind: 'value',
      bands: [
        { upTo: 10_000, cents: 1500 },
        { upTo: 50_000, cents: 900 },
      ],
    });
    expect(priceOf(byValue, cart(10_000, null))).toBe(1500);
    expect(priceOf(byValue, cart(10_001, null))).toBe(900);
    expect(priceOf(byValue, cart(50_001, null))).toBe('Orders of $500.01 need a quote.');
    const flat = method({ kind: 'flat', cents: 1200, freeAboveCents: 20_000 });
    expect(priceOf(flat, cart(19_999, null))).toBe(1200);
    expect(priceOf(flat, cart(20_000, null))).toBe(0);
    expect(priceOf(method({ kind: 'pickup' }), cart(5, null))).toBe(0);
  });

  it('comes in the zone’s order, each with its tax class', () => {
    const options = shippingOptions(
      zone('z', [], [method({ kind: 'pickup', taxClass: 'exempt' }), method({ kind: 'flat', cents: 100 })]),
      cart(1, 1),
    );
    expect(options.map((o) => [o.methodId, o.taxClass, o.available])).toEqual([
      ['pickup', 'exempt', true],
      ['flat', 'standard', true],
    ]);
  });
});
