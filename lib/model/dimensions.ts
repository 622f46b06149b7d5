// The physical dimensions a numeric attribute may have (issue 37), and the units a store admin may
// show it in. Plain data, shared with the browser: parsing and converting live in lib/attributes
// (mathjs's unit tables, server-side only).

/** Each dimension: its name, the units offered for display (first: the usual one) as mathjs names. */
export const DIMENSIONS = {
  length: { label: 'Length', units: ['mm', 'cm', 'm', 'um', 'in', 'ft', 'mil'] },
  mass: { label: 'Mass', units: ['g', 'kg', 'mg', 'lb', 'oz'] },
  voltage: { label: 'Voltage', units: ['V', 'mV', 'kV'] },
  current: { label: 'Current', units: ['A', 'mA', 'uA'] },
  pressure: { label: 'Pressure', units: ['bar', 'kPa', 'MPa', 'Pa', 'psi'] },
  temperature: { label: 'Temperature', units: ['degC', 'degF', 'K'] },
  force: { label: 'Force', units: ['N', 'kN', 'lbf'] },
  torque: { label: 'Torque', units: ['N m', 'lbf in', 'lbf ft'] },
  power: { label: 'Power', units: ['W', 'kW', 'hp'] },
  resistance: { label: 'Resistance', units: ['ohm', 'kohm', 'Mohm'] },
  capacitance: { label: 'Capacitance', units: ['uF', 'nF', 'pF', 'F'] },
  frequency: { label: 'Frequency', units: ['Hz', 'kHz', 'MHz'] },
  angle: { label: 'Angle', units: ['deg', 'rad'] },
  volume: { label: 'Volume', units: ['mL', 'L'] },
  time: { label: 'Time', units: ['s', 'ms', 'min', 'h'] },
} as const;

export type Dimension = keyof typeof DIMENSIONS;
export const DIMENSION_NAMES = Object.keys(DIMENSIONS) as Dimension[];

/** How a unit is written for people: mathjs's names are ASCII ("degC", "ohm", "um"). */
const UNIT_SIGNS: Record<string, string> = {
  degC: '°C',
  degF: '°F',
  deg: '°',
  ohm: 'Ω',
  kohm: 'kΩ',
  Mohm: 'MΩ',
  um: 'µm',
  uA: 'µA',
  uF: 'µF',
  'N m': 'N·m',
  'lbf in': 'lbf·in',
  'lbf ft': 'lbf·ft',
};

export const unitSign = (unit: string): string => UNIT_SIGNS[unit] ?? unit;

export const isDimension = (value: string): value is Dimension => Object.hasOwn(DIMENSIONS, value);

/** Whether `unit` is one of the units offered for `dimension`. */
export const isUnitOf = (dimension: Dimension, unit: string): boolean =>
  (DIMENSIONS[dimension].units as readonly string[]).includes(unit);
