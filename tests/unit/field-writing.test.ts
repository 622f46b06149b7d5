import { describe, expect, it } from 'vitest';
import { writtenValue, type AttributeField } from '@/lib/attributes/field-writing';
import { formatQuantity, parseQuantity, sameQuantity, unitWriting } from '@/lib/attributes/units';
import { DIMENSIONS, DIMENSION_NAMES, type Dimension } from '@/lib/model';
import { randomSource } from '../support/contract-cases';

// A part's values written in the browser for the admin's part forms (issue 37): without mathjs,
// by the straight line `unitWriting` hands over, as `formatQuantity` writes them on the server.

const numberField = (dimension: Dimension, unit: string): AttributeField => ({
  key: 'value',
  label: 'Value',
  kind: 'number',
  dimension,
  unit,
  critical: false,
  writing: unitWriting(dimension, unit),
});

const si = (text: string, dimension: Dimension, unit: string) => {
  const read = parseQuantity(text, dimension, unit);
  if (!read.ok) throw new Error(read.error);
  return read.si;
};

describe('a stored value written for the admin’s part form', () => {
  it('writes 1/4 in as 6.35 mm, and temperatures with their offset', () => {
    expect(writtenValue(numberField('length', 'mm'), si('1/4 in', 'length', 'mm'))).toBe('6.35 mm');
    expect(writtenValue(numberField('length', 'in'), si('6.35 mm', 'length', 'mm'))).toBe('0.25 in');
    expect(writtenValue(numberField('temperature', 'degC'), si('68 °F', 'temperature', 'degC'))).toBe(
      '20 °C',
    );
    expect(writtenValue(numberField('temperature', 'degF'), si('-40 °C', 'temperature', 'degC'))).toBe(
      '-40 °F',
    );
    expect(writtenValue(numberField('length', 'mm'), undefined)).toBe('');
  });

  it('writes a choice on its list and a text as stored; a choice no longer listed is none', () => {
    const choice: AttributeField = {
      key: 'material',
      label: 'Material',
      kind: 'choice',
      choices: ['Steel', 'Brass'],
      critical: false,
    };
    expect(writtenValue(choice, 'Brass')).toBe('Brass');
    expect(writtenValue(choice, 'Wood')).toBe('');
    expect(writtenValue({ ...choice, kind: 'text', choices: undefined }, 'M6x1.0')).toBe('M6x1.0');
  });

  it('writes as formatQuantity does, and reads back the same value, in every unit (2,000 random cases)', () => {
    const { random, pick } = randomSource(38);
    for (let i = 0; i < 2000; i += 1) {
      const dimension = pick(DIMENSION_NAMES);
      const unit = pick(DIMENSIONS[dimension].units);
      const magnitude = 10 ** (random() * 12 - 6) * (dimension === 'temperature' && random() < 0.5 ? -1 : 1);
      const value = si(String(magnitude), dimension, unit);
      const written = writtenValue(numberField(dimension, unit), value);
      const back = si(written, dimension, unit);
      expect(sameQuantity(back, value), `${magnitude} ${unit} → "${written}" → ${back}`).toBe(true);
      // A temperature a hair from its zero is noise past its 12th digit, on either side.
      if (dimension !== 'temperature') expect(written).toBe(formatQuantity(value, dimension, unit));
    }
  });
});
