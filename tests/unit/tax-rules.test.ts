import { describe, expect, it } from 'vitest';
import { rateFor, taxLines, taxOf, type TaxableLine, type TaxRate } from '@/lib/tax/tax-rules';
import { exemptionFor } from '@/lib/tax/exemption';
import { euVatCountry } from '@/lib/tax/vat-id';
import type { TaxClass } from '@/lib/model';

// Tax (issue 36): the store's rate table read by country, state and postcode prefix per class of
// part, effective-dated; a line's tax is its total times the rate, rounded once, half to even;
// the order's tax is the sum of its lines' (shipping taxed by its own class) — over 1,000 random
// orders against a brute force in exact fractions.

const day = (iso: string) => new Date(`${iso}T05:00:00Z`);
const rate = (id: string, country: string, rateMillis: number, more: Partial<TaxRate> = {}): TaxRate => ({
  id,
  country,
  taxClass: 'standard',
  rateMillis,
  label: country === 'US' ? 'Sales tax' : 'VAT',
  from: day('2020-01-01'),
  ...more,
});

const RATES: TaxRate[] = [
  rate('de', 'DE', 19_000),
  rate('de-reduced', 'DE', 7_000, { taxClass: 'reduced' }),
  rate('nl', 'NL', 21_000),
  rate('us-oh', 'US', 5_750, { region: 'OH' }),
  rate('us-ny', 'US', 4_000, { region: 'NY' }),
  rate('us-nyc', 'US', 8_875, { region: 'NY', postcodePrefix: '100' }),
  rate('nl-2019', 'NL', 6_000, { taxClass: 'reduced', from: day('2019-01-01') }),
  rate('nl-2027', 'NL', 9_000, { taxClass: 'reduced', from: day('2027-01-01') }),
];

describe('the rate for an address', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  it('is the closest row: postcode prefix, then state, then country', () => {
    expect(rateFor(RATES, { country: 'US', region: 'NY', postalCode: '10001' }, 'standard', now)).toEqual({
      name: 'Sales tax US NY 100…',
      rateMillis: 8_875,
      rateId: 'us-nyc',
    });
    expect(rateFor(RATES, { country: 'us', region: 'ny', postalCode: '12207' }, 'standard', now).rateId).toBe(
      'us-ny',
    );
    expect(rateFor(RATES, { country: 'DE', postalCode: '10115' }, 'reduced', now).rateMillis).toBe(7_000);
  });

  it('is 0 % where the table has no row, and for exempt parts', () => {
    expect(rateFor(RATES, { country: 'US', region: 'TX', postalCode: '73301' }, 'standard', now)).toEqual({
      name: 'US',
      rateMillis: 0,
      rateId: null,
    });
    expect(rateFor(RATES, { country: 'DE', postalCode: '10115' }, 'exempt', now).rateMillis).toBe(0);
  });

  it('is the latest row in force on the day: effective-dated', () => {
    const nl = { country: 'NL', postalCode: '1011 AB' };
    expect(rateFor(RATES, nl, 'reduced', new Date('2026-12-31T22:59:59Z')).rateId).toBe('nl-2019');
    expect(rateFor(RATES, nl, 'reduced', day('2027-01-01')).rateId).toBe('nl-2027');
  });
});

describe('tax on a line', () => {
  it('is rounded once, half to even', () => {
    // 250 ¢ at 1 % = 2.5 ¢ → 2; 350 ¢ at 1 % = 3.5 ¢ → 4; 251 ¢ → 2.51 ¢ → 3.
    expect(taxOf(250, 1_000)).toBe(2);
    expect(taxOf(350, 1_000)).toBe(4);
    expect(taxOf(251, 1_000)).toBe(3);
    expect(taxOf(249, 1_000)).toBe(2);
    expect(taxOf(0, 19_000)).toBe(0);
    expect(taxOf(999_999_999_999, 8_875)).toBe(88_750_000_000);
  });
});

// A seeded random source, so a failing case can be run again.
let seed = 36;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** cents × rate / 100,000 rounded half to even, written apart: exact fractions by hand. */
function bruteTax(cents: number, rateMillis: number): number {
  const numerator = BigInt(cents) * BigInt(rateMillis);
  const floor = numerator / 100_000n;
  const remainder = numerator - floor * 100_000n;
  if (remainder < 50_000n) return Number(floor);
  if (remainder > 50_000n) return Number(floor) + 1;
  return Number(floor) % 2 === 0 ? Number(floor) : Number(floor) + 1;
}

describe('an order’s tax', () => {
  it('is the sum of its lines’ and its shipping’s, each right, over 1,000 random orders', () => {
    const addresses = [
      { country: 'US', region: 'NY', postalCode: '10013' },
      { country: 'US', region: 'OH', postalCode: '45402' },
      { country: 'DE', postalCode: '10115' },
      { country: 'NL', postalCode: '1011AB' },
      { country: 'US', region: 'TX', postalCode: '75001' },
    ];
    const classes: TaxClass[] = ['standard', 'reduced', 'exempt'];
    let wrong = 0;
    let halves = 0;
    for (let run = 0; run < 1000; run += 1) {
      const address = pick(addresses);
      const at = new Date(Date.UTC(2019, 0, 1) + int(0, 3000) * 86_400_000);
      const lines: TaxableLine[] = Array.from({ length: int(1, 40) }, (_, i) => ({
        key: `L${i}`,
        totalCents: int(0, 5_000_000),
        taxClass: pick(classes),
      }));
      lines.push({ key: 'shipping', totalCents: int(0, 20_000), taxClass: pick(classes) });
      const quote = taxLines(RATES, address, lines, at, null);
      const sum = quote.lines.reduce((total, line) => total + line.taxCents, 0);
      const expected = lines.map((line) =>
        bruteTax(line.totalCents, rateFor(RATES, address, line.taxClass, at).rateMillis),
      );
      halves += quote.lines.filter((line) => (line.totalCents * line.rateMillis) % 100_000 === 50_000).length;
      if (
        sum !== quote.taxCents ||
        quote.lines.some((line, i) => line.taxCents !== expected[i] || line.key !== lines[i]!.key)
      )
        wrong += 1;
    }
    expect(wrong).toBe(0);
    // Not a run without ties: halves were met and rounded to even.
    expect(halves).toBeGreaterThan(0);
  });

  it('is 0 under an exemption, with the mention the invoice prints', () => {
    const quote = taxLines(
      RATES,
      { country: 'DE', postalCode: '10115' },
      [{ key: 'a', totalCents: 10_000, taxClass: 'standard' }],
      new Date(),
      { kind: 'reverse-charge', vatId: 'DE123456789' },
    );
    expect(quote.taxCents).toBe(0);
    expect(quote.lines[0]).toMatchObject({ rateMillis: 0, jurisdiction: 'DE (exempt)' });
    expect(quote.mention).toBe(
      'Reverse charge: VAT to be accounted for by the customer (VAT id DE123456789), Article 196 of Council Directive 2006/112/EC.',
    );
  });
});

describe('an exemption', () => {
  const none = { taxId: null, certificate: null };
  it('by certificate holds through its expiry day and stops the next', () => {
    const buyer = { ...none, certificate: { number: 'TX-EX-1', expiresDay: '2026-12-01' } };
    expect(exemptionFor(buyer, 'US', 'US', '2026-12-01')).toEqual({
      kind: 'certificate',
      number: 'TX-EX-1',
      expiresDay: '2026-12-01',
    });
    expect(exemptionFor(buyer, 'US', 'US', '2026-12-02')).toBeNull();
  });

  it('by reverse charge: a VAT number of valid EU format, taxed in another member state than the seller’s', () => {
    const buyer = { ...none, taxId: 'nl 8123.45.678 B01' };
    expect(exemptionFor(buyer, 'NL', 'DE', '2026-12-01')).toEqual({
      kind: 'reverse-charge',
      vatId: 'NL812345678B01',
    });
    // The seller's own country: its VAT is charged. Outside the EU: no reverse charge.
    expect(exemptionFor(buyer, 'DE', 'DE', '2026-12-01')).toBeNull();
    expect(exemptionFor(buyer, 'US', 'DE', '2026-12-01')).toBeNull();
    // Not a VAT number's format.
    expect(exemptionFor({ ...none, taxId: 'NL12345' }, 'NL', 'DE', '2026-12-01')).toBeNull();
    expect(exemptionFor({ ...none, taxId: '12-3456789' }, 'NL', 'DE', '2026-12-01')).toBeNull();
  });

  it('reads the formats of the member states', () => {
    expect(euVatCountry('DE123456789')).toBe('DE');
    expect(euVatCountry('EL123456789')).toBe('GR');
    expect(euVatCountry('ATU12345678')).toBe('AT');
    expect(euVatCountry('FR12345678901')).toBe('FR');
    expect(euVatCountry('DE12345678')).toBeNull();
    expect(euVatCountry('US123456789')).toBeNull();
  });
});
