import { describe, expect, it } from 'vitest';
import { formatQuantity, parseQuantity, sameQuantity } from '@/lib/attributes/units';
import { DIMENSIONS, DIMENSION_NAMES } from '@/lib/model';
import { randomSource } from '../support/contract-cases';

const si = (text: string, dimension: Parameters<typeof parseQuantity>[1], unit: string) => {
  const read = parseQuantity(text, dimension, unit);
  if (!read.ok) throw new Error(read.error);
  return read.si;
};

describe('a quantity as people write it', () => {
  it('reads 1/4 in, 6.35mm and 0.25" as the same length', () => {
    const values = ['1/4 in', '6.35mm', '0.25"', '0.25 inch', '.25 in', '6.35 mm', '0.635 cm', '6350 µm'].map(
      (text) => si(text, 'length', 'mm'),
    );
    for (const value of values) expect(sameQuantity(value, 0.00635), `${value}`).toBe(true);
  });

  it('reads mixed fractions, bare numbers in the attribute’s unit and signed temperatures', () => {
    expect(si('1 1/4 in', 'length', 'mm')).toBeCloseTo(0.03175, 12);
    expect(si('1-1/2"', 'length', 'mm')).toBeCloseTo(0.0381, 12);
    expect(si('6', 'length', 'mm')).toBeCloseTo(0.006, 12);
    expect(si('-40 °C', 'temperature', 'degC')).toBeCloseTo(233.15, 9);
    expect(si('-40°F', 'temperature', 'degC')).toBeCloseTo(233.15, 9);
    expect(si('12 Nm', 'torque', 'N m')).toBe(12);
    expect(si('4.7 kΩ', 'resistance', 'ohm')).toBe(4700);
    expect(si('100 psi', 'pressure', 'bar')).toBeCloseTo(689475.729, 3);
  });

  it('tells an unknown unit and a unit of another dimension apart, and refuses what is not a number', () => {
    expect(parseQuantity('6 furlongs', 'length', 'mm')).toEqual({
      ok: false,
      error: '"furlongs" is not a unit we know',
    });
    expect(parseQuantity('6 kg', 'length', 'mm')).toEqual({ ok: false, error: '"6 kg" is not a length' });
    expect(parseQuantity('M6', 'length', 'mm')).toMatchObject({ ok: false });
    expect(parseQuantity('', 'length', 'mm')).toMatchObject({ ok: false });
  });

  it('compares as numbers: 10 mm is more than 9 mm', () => {
    expect(si('10 mm', 'length', 'mm')).toBeGreaterThan(si('9 mm', 'length', 'mm'));
  });

  it('written out in any unit of its dimension, reads back as the same value (2,000 random cases)', () => {
    const { random, pick } = randomSource(37);
    for (let i = 0; i < 2000; i += 1) {
      const dimension = pick(DIMENSION_NAMES);
      const units = DIMENSIONS[dimension].units;
      const unit = pick(units);
      // Magnitudes from 1e-6 to 1e6 of the unit; temperatures below zero too.
      const magnitude = 10 ** (random() * 12 - 6) * (dimension === 'temperature' && random() < 0.5 ? -1 : 1);
      const value = si(String(magnitude), dimension, unit);
      const written = formatQuantity(value, dimension, unit);
      const back = si(written, dimension, units[0]);
      expect(sameQuantity(back, value), `${dimension} ${magnitude} ${unit} → "${written}" → ${back}`).toBe(
        true,
      );
    }
  });
});
