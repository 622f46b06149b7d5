/**
 * EU VAT numbers by their format (issue 36: a validated tax id for the reverse charge): the
 * member state's prefix and its pattern, as the Commission's VIES documents them. A format check,
 * not a lookup in VIES (an outside service the store does not call).
 */
const FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** The EU's member states by ISO code (Greece's VAT prefix is EL). */
export const EU_COUNTRIES = new Set(Object.keys(FORMATS).map((prefix) => (prefix === 'EL' ? 'GR' : prefix)));

/** A VAT number's member state (ISO code), when it is one in a valid format; null otherwise. */
export function euVatCountry(vatId: string): string | null {
  const compact = vatId.toUpperCase().replace(/[\s.-]/g, '');
  const prefix = compact.slice(0, 2);
  const pattern = FORMATS[prefix];
  if (!pattern || !pattern.test(compact.slice(2))) return null;
  return prefix === 'EL' ? 'GR' : prefix;
}
