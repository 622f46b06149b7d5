import { create, unitDependencies } from 'mathjs';
import { DIMENSIONS, type Dimension, unitSign } from '@/lib/model';
import type { UnitWriting } from './field-writing';

// Quantities as people type them ("1/4 in", "6.35mm", '0.25"', "-40 °C") read into one canonical
// number per dimension: its SI value. The unit tables and conversions are mathjs's (well kept, exact
// definitional factors, affine temperatures); only the writing people use around them is ours.
// Only the unit functions (mathjs's types allow each dependency map to be missing; this one is there).
const math = create({ unitDependencies: unitDependencies! });

/** The SI unit each dimension's canonical number is in, as mathjs reads it. */
const SI_UNITS: Record<Dimension, string> = {
  length: 'm',
  mass: 'kg',
  voltage: 'V',
  current: 'A',
  pressure: 'Pa',
  temperature: 'K',
  force: 'N',
  torque: 'N m',
  power: 'W',
  resistance: 'ohm',
  capacitance: 'F',
  frequency: 'Hz',
  angle: 'rad',
  volume: 'm^3',
  time: 's',
};

export type Quantity = { ok: true; si: number } | { ok: false; error: string };

// A number: a mixed fraction ("1 1/4", "1-1/4"), a fraction ("1/4") or a decimal ("6.35", ".5", "1e-3").
const NUMBER =
  /^([+-]?)\s*(?:(\d+)[\s-]+(\d+)\s*\/\s*(\d+)|(\d+)\s*\/\s*(\d+)|((?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?))/i;

/** Ways units are written that mathjs does not read, to its names. */
const ALIASES: [RegExp, string][] = [
  [/^(?:"|″|”|''|inch(?:es)?|in\.)$/i, 'in'],
  [/^(?:'|′|’|foot|feet)$/i, 'ft'],
  [/^(?:°\s*c|℃|deg\s*c|celsius)$/i, 'degC'],
  [/^(?:°\s*f|℉|deg\s*f|fahrenheit)$/i, 'degF'],
  [/^(?:°|degrees?)$/i, 'deg'],
  // Capital N only: "nm" is a nanometre.
  [/^N\s*[·.*-]?\s*m$/, 'N m'],
  [/^(?:lbf?\s*[·.*-]?\s*in|in\s*[·.*-]?\s*lbf?)$/i, 'lbf in'],
  [/^(?:lbf?\s*[·.*-]?\s*ft|ft\s*[·.*-]?\s*lbf?)$/i, 'lbf ft'],
  [/^lbs$/i, 'lb'],
];

/** A unit as written to mathjs's name: aliases, µ and Ω signs, "mm." and spaces around. */
function unitName(written: string): string {
  const text = written.trim().replace(/\.$/, '').replace(/[µμ]/g, 'u').replace(/[Ωω]/g, 'ohm').trim();
  for (const [pattern, name] of ALIASES) if (pattern.test(text)) return name;
  return text;
}

/** The leading number of `text` and what follows it, or null when it does not start with one. */
function leadingNumber(text: string): { value: number; rest: string } | null {
  const match = NUMBER.exec(text);
  if (!match) return null;
  const [whole, sign, mixed, mixedTop, mixedBottom, top, bottom, decimal] = match;
  let value: number;
  if (mixed !== undefined) value = Number(mixed) + Number(mixedTop) / Number(mixedBottom);
  else if (top !== undefined) value = Number(top) / Number(bottom);
  else value = Number(decimal);
  if (!Number.isFinite(value)) return null;
  return { value: sign === '-' ? -value : value, rest: text.slice(whole.length) };
}

const dimensionLabel = (dimension: Dimension) => DIMENSIONS[dimension].label.toLowerCase();

/**
 * `text` read as a quantity of `dimension`; a bare number is in `defaultUnit`. An unknown unit or
 * one of another dimension is an error in words a person can act on.
 */
export function parseQuantity(text: string, dimension: Dimension, defaultUnit: string): Quantity {
  const written = text.trim();
  const number = leadingNumber(written);
  if (!number) return { ok: false, error: `"${written}" is not a number with a unit (for example 6 mm)` };
  const name = number.rest.trim() === '' ? defaultUnit : unitName(number.rest);
  let unit;
  try {
    unit = math.unit(number.value, name);
  } catch {
    return { ok: false, error: `"${number.rest.trim()}" is not a unit we know` };
  }
  if (!unit.equalBase(math.unit(1, SI_UNITS[dimension])))
    return { ok: false, error: `"${written}" is not a ${dimensionLabel(dimension)}` };
  const si = unit.toNumber(SI_UNITS[dimension]);
  if (!Number.isFinite(si)) return { ok: false, error: `"${written}" is out of range` };
  return { ok: true, si };
}

/** A canonical (SI) number in `unit` of its dimension. */
export const inUnit = (si: number, dimension: Dimension, unit: string): number =>
  math.unit(si, SI_UNITS[dimension]).toNumber(unit);

/** A number in `unit` of its dimension as a canonical (SI) number. */
export const fromUnit = (shown: number, dimension: Dimension, unit: string): number =>
  math.unit(shown, unit).toNumber(SI_UNITS[dimension]);

/**
 * `unit` of `dimension` as a straight line from SI, for the browser (field-writing.ts: no mathjs
 * there), divided as mathjs divides: every number but a temperature's within a hair of zero is
 * written as `formatQuantity` writes it. The step is taken over a million units, costing no digits.
 */
export function unitWriting(dimension: Dimension, unit: string): UnitWriting {
  const zero = inUnit(0, dimension, unit);
  return { siPerUnit: (fromUnit(1e6, dimension, unit) - fromUnit(0, dimension, unit)) / 1e6, zero };
}

/** Twelve significant digits: enough that reading it back gives the same number within 1e-9. */
const tidy = (value: number) => Number(value.toPrecision(12));

/** A canonical number written in `unit` for people and for the catalog CSV ("6.35 mm"). */
export const formatQuantity = (si: number, dimension: Dimension, unit: string): string =>
  `${tidy(inUnit(si, dimension, unit))} ${unitSign(unit)}`;

/** Whether two canonical numbers are the same value (1e-9 relative: what a unit round trip keeps). */
export const sameQuantity = (a: number, b: number): boolean =>
  a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
